import { Link } from '@tanstack/react-router'
import { memo, useId } from 'react'
import { perUnit } from '../../../lib/unit-label'
import { formatInr } from '../../../shared/money'
import type { ProductRow } from '../../../shared/product-schemas'
import { CardAddToCartForm } from '../../cart/components/card-add-to-cart-form'
import classes from './product-card.module.css'
import { StockBadge } from './stock-badge'

/**
 * A product in the catalogue grid: image, name, SKU, price, stock, and a quantity to add to the cart. Memoised: the
 * grid re-renders as its later cards arrive and while a search or page loads, and a card whose product is unchanged
 * (the query keeps unchanged rows as they were) has nothing new to show.
 *
 * Its frame and text are plain elements styled by its stylesheet, not Mantine's Card, Stack, Group, Text and Anchor:
 * the catalogue's first screens render twelve cards, and those twenty components per card (each resolving its
 * style props and theme) were about half of the card's rendering, in the tasks that show the grid (issue 12). The
 * add-to-cart form is plain elements with Mantine's classes (card-add-to-cart-form.tsx).
 */
export const ProductCard = memo(function ProductCard({ product }: { product: ProductRow }) {
  const nameId = useId()
  const params = { productid: String(product.ProductID) }
  return (
    <article aria-labelledby={nameId} className={classes.card}>
      <Link to="/Product-Detail/$productid" params={params} className={classes.media} tabIndex={-1} aria-hidden>
        {product.Thumbnail ? (
          <img src={product.Thumbnail} alt="" loading="lazy" className={classes.image} width={320} height={240} />
        ) : (
          <span className={classes.noImage}>No image</span>
        )}
      </Link>
      <div className={classes.body}>
        <Link id={nameId} to="/Product-Detail/$productid" params={params} className={classes.name}>
          {product.Name}
        </Link>
        <p className={classes.sku}>SKU {product.SKU}</p>
        <div className={classes.priceRow}>
          <p className={classes.price}>
            {formatInr(product.Price)}
            <span className={classes.unit}> {perUnit(product.UnitsofMeasurement)}</span>
          </p>
          <StockBadge product={product} />
        </div>
        <p className={classes.note}>+ GST {product.TaxPercentage}%</p>
      </div>
      <div className={classes.actions}>
        <CardAddToCartForm product={product} />
      </div>
    </article>
  )
})
