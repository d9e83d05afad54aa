import { Button, Group } from '@mantine/core'
import { type FormEvent, useRef, useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { refusalMessage } from '../../../lib/api-client'
import { ignoreRepeatClick } from '../../../lib/repeat-click'
import { formToast } from '../../../lib/toast'
import { useBusyLoader } from '../../../lib/use-busy-loader'
import type { CatalogueStatus, UnitOfMeasurement } from '../../../shared/catalogue-enums'
import { quantityWithUnit } from '../../../shared/plural'
import { canOrder } from '../../../shared/stock-state'
import { useAddToCart } from '../mutations'
import { type QuantityValue, quantityProblem } from '../quantity-check'
import { QuantityInput } from './quantity-input'

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

/**
 * A quantity and 'Add to cart': checks the quantity with the shared rules, adds once however the
 * button is clicked, and says so in a toast.
 */
export function AddToCartForm({ product, compact = false }: AddToCartFormProps) {
  const [quantity, setQuantity] = useState<QuantityValue>(1)
  const [error, setError] = useState<string | null>(null)
  const add = useAddToCart()
  const loading = useBusyLoader(add.isPending)
  // Set before React re-renders the button as loading, so a click that lands meanwhile sends nothing.
  const sending = useRef(false)
  // One add, one CartID (also its Idempotency-Key): trying the same add again after a failure is a
  // replay the server answers without adding twice. A new add gets a new id.
  const attempt = useRef<{ cartId: string; quantity: number } | null>(null)
  const unit = product.UnitsofMeasurement
  const orderable = canOrder(product)

  const change = (value: QuantityValue) => {
    setQuantity(value)
    if (error) setError(quantityProblem(value, unit, product.Stock))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (sending.current) return
    const problem = quantityProblem(quantity, unit, product.Stock)
    setError(problem)
    if (problem) return
    const count = Number(quantity)
    if (attempt.current?.quantity !== count) attempt.current = { cartId: uuidv7(), quantity: count }
    sending.current = true
    add.mutate(
      { cartId: attempt.current.cartId, productId: product.ProductID, quantity: count },
      {
        onSuccess: (result) => {
          if (result.queued) {
            formToast.info(
              `Saved offline: ${quantityWithUnit(count, unit)} of ${product.Name} will be added to your cart when you are back online`,
            )
          } else formToast.success('Added to cart', `${quantityWithUnit(count, unit)} of ${product.Name}`)
          attempt.current = null
          setQuantity(1)
        },
        onError: (cause) => formToast.error('Could not add to cart', refusalMessage(cause)),
        onSettled: () => {
          sending.current = false
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <QuantityInput
          label={compact ? undefined : 'Quantity'}
          aria-label={compact ? `Quantity of ${product.Name}` : undefined}
          value={quantity}
          onChange={change}
          error={error}
          unit={unit}
          disabled={!orderable}
          w={compact ? 76 : 140}
          size={compact ? 'sm' : 'md'}
        />
        <Button
          type="submit"
          onClick={ignoreRepeatClick}
          loading={loading}
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
