import { Breadcrumbs, DataList, Divider, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { Notice } from '../../../components/notice'
import { AnchorLink } from '../../../components/router-links'
import { daysText } from '../../../lib/calendar-day'
import { perUnit } from '../../../lib/unit-label'
import { formatInr } from '../../../shared/money'
import { quantityWithUnit } from '../../../shared/plural'
import { retiredReason } from '../../../shared/stock-state'
import { AddToCartForm } from '../../cart/components/add-to-cart-form'
import { productQueries } from '../../products/queries'
import { priceWithGst } from '../price-with-gst'
import { ProductGallery } from './product-gallery'
import { StockBadge } from './stock-badge'

const route = getRouteApi('/_app/Product-Detail/$productid')

/** /Product-Detail/{productid}: gallery, price with GST, stock, lead time, unit, and add to cart. */
export function ProductDetailPage() {
  const { productId } = route.useRouteContext()
  const { data: product } = useSuspenseQuery(productQueries.detail(productId))
  const unit = product.UnitsofMeasurement
  const retired = retiredReason(product)
  return (
    <Stack gap="md" maw={1100}>
      <nav aria-label="Breadcrumb">
        <Breadcrumbs separator="›">
          <AnchorLink to="/catalogue" size="sm">
            Catalogue
          </AnchorLink>
          {product.CategoryName ? (
            <AnchorLink to="/catalogue" search={{ category: product.CategoryID }} size="sm">
              {product.CategoryName}
            </AnchorLink>
          ) : null}
          <Text size="sm" c="dimmed" aria-current="page" lineClamp={1}>
            {product.Name}
          </Text>
        </Breadcrumbs>
      </nav>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 6, md: 5 }}>
          <ProductGallery key={product.ProductID} images={product.Images} name={product.Name} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 7 }}>
          <Stack gap="sm">
            <Stack gap={2}>
              <Title order={1} size="h2">
                {product.Name}
              </Title>
              <Text size="sm" c="dimmed" ff="monospace">
                SKU {product.SKU}
              </Text>
            </Stack>
            <Stack gap={0}>
              <Group gap={6} align="baseline">
                <Text fz={28} fw={700} lh={1.2}>
                  {formatInr(product.Price)}
                </Text>
                <Text c="dimmed">{perUnit(unit)}</Text>
              </Group>
              <Text size="sm" c="dimmed">
                {formatInr(priceWithGst(product))} with GST at {product.TaxPercentage}%
              </Text>
            </Stack>
            <Group gap="xs">
              <StockBadge product={product} />
              <Text size="sm">{quantityWithUnit(product.Stock, unit)} available</Text>
            </Group>
            {retired ? (
              <Notice tone="neutral" title="Not available to order">
                {retired}
              </Notice>
            ) : null}
            <Paper withBorder radius="md" p="md">
              <AddToCartForm product={product} />
            </Paper>
            <Divider my={4} />
            <DataList labelWidth={170}>
              <DataList.Item>
                <DataList.ItemLabel>Unit of measurement</DataList.ItemLabel>
                <DataList.ItemValue>{unit}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>GST rate</DataList.ItemLabel>
                <DataList.ItemValue>{product.TaxPercentage}%</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Delivery lead time</DataList.ItemLabel>
                <DataList.ItemValue>{daysText(product.DeliveryLeadTime)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Category</DataList.ItemLabel>
                <DataList.ItemValue>{product.CategoryName ?? 'None'}</DataList.ItemValue>
              </DataList.Item>
            </DataList>
          </Stack>
        </Grid.Col>
      </Grid>
      {product.Description ? (
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="xs">
            Description
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{product.Description}</Text>
        </Paper>
      ) : null}
    </Stack>
  )
}
