import type { DeviceSearch } from '../../../lib/device-matches'
import type { ProductRow } from '../../../shared/product-schemas'
import { productKeys } from '../../products/query-keys'

/** A cached page of catalogue products. */
interface ProductPage {
  data: readonly ProductRow[]
}

/**
 * Searching the Active catalogue products the device has, when the server cannot be reached: the
 * Active rows of every cached product list, matched on what the server matches (name, SKU).
 */
export const activeProductsOnDevice = (limit: number): DeviceSearch<ProductPage, ProductRow> => ({
  family: productKeys.lists(),
  accepts: () => true,
  rowsOf: (page) => page.data.filter((product) => product.Status === 'Active'),
  idOf: (product) => product.ProductID,
  textsOf: (product) => [product.Name, product.SKU],
  limit,
})
