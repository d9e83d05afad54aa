import { createFileRoute, redirect } from '@tanstack/react-router'
import { ProductDetailSearchSchema } from '../../../features/catalogue/product-detail-search'
import { formToast } from '../../../lib/toast'

/** /Product-Detail without an id in the path: ?productid= goes to the path form, nothing goes to the catalogue. */
export const Route = createFileRoute('/_app/Product-Detail/')({
  validateSearch: ProductDetailSearchSchema,
  beforeLoad: ({ search, preload }) => {
    if (search.productid !== undefined) {
      throw redirect({
        to: '/Product-Detail/$productid',
        params: { productid: String(search.productid) },
        replace: true,
      })
    }
    if (!preload) formToast.info('Choose a product from the catalogue to see its details')
    throw redirect({ to: '/catalogue', replace: true })
  },
})
