import { Card, Group, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { memo, useId } from 'react'
import { AnchorLink } from '../../../components/router-links'
import { perUnit } from '../../../lib/unit-label'
import { formatInr } from '../../../shared/money'
import type { ProductRow } from '../../../shared/product-schemas'
import { AddToCartForm } from '../../cart/components/add-to-cart-form'
import classes from './product-card.module.css'
import { StockBadge } from './stock-badge'

/**
 * A product in the catalogue grid: image, name, SKU, price, stock, and a quantity to add to the cart. Memoised: the
 * grid re-renders as its later cards arrive and while a search or page loads, and a card whose product is unchanged
 * (the query keeps unchanged rows as they were) has nothing new to show.
 */
export const ProductCard = memo(function ProductCard({ product }: { product: ProductRow }) {
  const nameId = useId()
  const params = { productid: String(product.ProductID) }
  return (
    <Card component="article" aria-labelledby={nameId} withBorder radius="md" padding="sm" className={classes.card}>
      <Link to="/Product-Detail/$productid" params={params} className={classes.media} tabIndex={-1} aria-hidden>
        {product.Thumbnail ? (
          <img src={product.Thumbnail} alt="" loading="lazy" className={classes.image} width={320} height={240} />
        ) : (
          <span className={classes.noImage}>No image</span>
        )}
      </Link>
      <Stack gap={6} className={classes.body}>
        <AnchorLink
          id={nameId}
          to="/Product-Detail/$productid"
          params={params}
          fw={600}
          size="sm"
          c="gray.9"
          lineClamp={2}
        >
          {product.Name}
        </AnchorLink>
        <Text size="xs" c="dimmed" ff="monospace">
          SKU {product.SKU}
        </Text>
        <Group justify="space-between" align="baseline" gap="xs" mt="auto">
          <Text fw={700} size="lg">
            {formatInr(product.Price)}
            <Text span size="xs" c="dimmed" fw={400}>
              {' '}
              {perUnit(product.UnitsofMeasurement)}
            </Text>
          </Text>
          <StockBadge product={product} />
        </Group>
        <Text size="xs" c="dimmed">
          + GST {product.TaxPercentage}%
        </Text>
      </Stack>
      <Card.Section withBorder inheritPadding py="sm" mt="sm" className={classes.actions}>
        <AddToCartForm product={product} compact />
      </Card.Section>
    </Card>
  )
})
