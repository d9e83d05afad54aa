import { type FormEvent, useRef, useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { refusalMessage } from '../../lib/api-client'
import { formToast } from '../../lib/toast'
import type { CatalogueStatus, UnitOfMeasurement } from '../../shared/catalogue-enums'
import { quantityWithUnit } from '../../shared/plural'
import { canOrder } from '../../shared/stock-state'
import { useAddToCart } from './mutations'
import { type QuantityValue, quantityProblem } from './quantity-check'

/** What an add-to-cart form needs of a product. */
export interface OrderableProduct {
  ProductID: number
  Name: string
  UnitsofMeasurement: UnitOfMeasurement
  Stock: number
  Status: CatalogueStatus
}

/**
 * An add-to-cart form's quantity, its problem and its submit: checks the quantity with the shared
 * rules, adds once however the button is clicked, and says so in a toast. The product page's form
 * and a catalogue card's draw it (add-to-cart-form.tsx, card-add-to-cart-form.tsx).
 */
export function useAddToCartForm(product: OrderableProduct) {
  const [quantity, setQuantity] = useState<QuantityValue>(1)
  const [error, setError] = useState<string | null>(null)
  const add = useAddToCart()
  // Set before React re-renders the button as busy, so a click that lands meanwhile sends nothing.
  const sending = useRef(false)
  // One add, one CartID (also its Idempotency-Key): trying the same add again after a failure is a
  // replay the server answers without adding twice. A new add gets a new id.
  const attempt = useRef<{ cartId: string; quantity: number } | null>(null)
  const unit = product.UnitsofMeasurement

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

  return { quantity, error, change, submit, busy: add.isPending, orderable: canOrder(product), unit }
}
