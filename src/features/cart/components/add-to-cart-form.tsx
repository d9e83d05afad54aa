import { Button, Group, NumberInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { refusalMessage } from '../../../lib/api-client'
import { formToast } from '../../../lib/toast'
import type { CatalogueStatus, UnitOfMeasurement } from '../../../shared/catalogue-enums'
import { quantityWithUnit } from '../../../shared/plural'
import { canOrder } from '../../catalogue/stock-state'
import { useAddToCart } from '../mutations'
import { type QuantityValue, quantityProblem } from '../quantity-check'

/** What the add-to-cart form needs of a product. */
export interface OrderableProduct {
  ProductID: number
  Name: string
  UnitsofMeasurement: UnitOfMeasurement
  Stock: number
  Status: CatalogueStatus
}

/** Props of the add-to-cart form: `compact` for a catalogue card (label for screen readers only). */
export interface AddToCartFormProps {
  product: OrderableProduct
  compact?: boolean
}

/** A quantity and 'Add to cart': checks the quantity with the shared rules, adds, and says so in a toast. */
export function AddToCartForm({ product, compact = false }: AddToCartFormProps) {
  const [quantity, setQuantity] = useState<QuantityValue>(1)
  const [error, setError] = useState<string | null>(null)
  const add = useAddToCart()
  const unit = product.UnitsofMeasurement
  const orderable = canOrder(product)

  const change = (value: QuantityValue) => {
    setQuantity(value)
    if (error) setError(quantityProblem(value, unit, product.Stock))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = quantityProblem(quantity, unit, product.Stock)
    setError(problem)
    if (problem) return
    const count = Number(quantity)
    add.mutate(
      { productId: product.ProductID, quantity: count },
      {
        onSuccess: (result) => {
          if (result.queued) {
            formToast.info(
              `Saved offline: ${quantityWithUnit(count, unit)} of ${product.Name} will be added to your cart when you are back online`,
            )
          } else formToast.success('Added to cart', `${quantityWithUnit(count, unit)} of ${product.Name}`)
          setQuantity(1)
        },
        onError: (cause) => formToast.error('Could not add to cart', refusalMessage(cause)),
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <NumberInput
          label={compact ? undefined : 'Quantity'}
          aria-label={compact ? `Quantity of ${product.Name}` : undefined}
          value={quantity}
          onChange={change}
          error={error}
          min={0}
          max={product.Stock}
          clampBehavior="none"
          allowNegative={false}
          allowDecimal={unit === 'uom'}
          decimalScale={3}
          disabled={!orderable}
          w={compact ? 76 : 140}
          size={compact ? 'sm' : 'md'}
        />
        <Button
          type="submit"
          loading={add.isPending}
          disabled={!orderable}
          size={compact ? 'sm' : 'md'}
          mt={compact ? 0 : 26}
          flex={compact ? 1 : undefined}
          px={compact ? 'xs' : undefined}
        >
          Add to cart
        </Button>
      </Group>
    </form>
  )
}
