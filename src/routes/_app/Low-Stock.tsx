import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../components/page-load-error'
import { LowStockPage } from '../../features/low-stock/components/low-stock-page'
import { lowStockList } from '../../features/low-stock/list-search'
import { lowStockQueries } from '../../features/low-stock/queries'
import { requireRoles } from '../../lib/route-guard'
import { LOW_STOCK_READERS } from '../../shared/low-stock-schemas'

export const Route = createFileRoute('/_app/Low-Stock')({
  validateSearch: lowStockList.schema,
  beforeLoad: () => requireRoles(LOW_STOCK_READERS),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(lowStockQueries.list(lowStockList.query(deps))),
  errorComponent: PageLoadError,
  component: LowStockPage,
})
