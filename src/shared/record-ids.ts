import { intParam, MAX_ID } from './list-query'
import { uuidSchema } from './uuid'

// The id of each kind of record, with the message a bad one gets. The request schemas use them, and so do
// the browser's route guards, which check an id from the URL without loading those schemas.

/** A category id: a whole number from 1. */
export const CategoryIdSchema = intParam('Invalid category ID', 1, MAX_ID)

/** A product id: a whole number from 1. */
export const ProductIdSchema = intParam('Invalid product ID', 1, MAX_ID)

/** A supply partner id: a UUID. */
export const SupplierIdSchema = uuidSchema('Invalid supply partner id')

/** An order id: a UUID. */
export const OrderIdSchema = uuidSchema('Invalid order ID')
