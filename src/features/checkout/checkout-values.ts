import type { FormErrors } from '@mantine/form'
import * as v from 'valibot'
import { checkWith, errorsOf } from '../../components/form-kit/schema-check'
import { type CreateOrderInput, CreateOrderSchema } from '../../shared/order-schemas'

/** What the checkout form edits. */
export interface CheckoutValues {
  DeliveryAddress: string
  /** YYYY-MM-DD, as the date input holds it. */
  RequiredBy: string
  Notes: string
}

/** An empty checkout. */
export const EMPTY_CHECKOUT: CheckoutValues = { DeliveryAddress: '', RequiredBy: '', Notes: '' }

/** The server's words for a date before today. */
export const PAST_DATE = 'Required-by date cannot be in the past'

/** The fields the buyer fills in, checked by the same schema the server uses. */
const CheckoutSchema = v.omit(CreateOrderSchema, ['OrderID', 'AcceptPriceChanges'])

/** The create-order body of a checkout attempt. */
export function orderBody(values: CheckoutValues, orderId: string, acceptPriceChanges: boolean): CreateOrderInput {
  return {
    OrderID: orderId,
    DeliveryAddress: values.DeliveryAddress.trim(),
    RequiredBy: values.RequiredBy,
    Notes: values.Notes.trim(),
    AcceptPriceChanges: acceptPriceChanges,
  }
}

/** Field errors of the checkout: the shared create-order rules, then a required-by date before `today`. */
export function checkoutErrors(values: CheckoutValues, today: string): FormErrors {
  if (!values.RequiredBy)
    return { ...errorsOf(checkWith(CheckoutSchema, values, [])), RequiredBy: 'Required-by date is required' }
  const errors = errorsOf(checkWith(CheckoutSchema, values, []))
  if (!errors.RequiredBy && values.RequiredBy < today) errors.RequiredBy = PAST_DATE
  return errors
}
