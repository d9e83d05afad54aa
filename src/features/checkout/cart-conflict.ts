import { staleRecord } from '../../components/form-kit/stale-record'
import { type Cart, CartSchema } from '../../shared/cart-schemas'

/** The cart a refused checkout sent back (409: prices changed, stock short, items unavailable), else null. */
export const conflictCart = (error: unknown): Cart | null => staleRecord(error, CartSchema)
