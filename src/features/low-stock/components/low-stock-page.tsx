import { Stack, useMantineTheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { FilterBar } from '../../../components/list-kit/filter-bar'
import type { FilterBarSpec } from '../../../components/list-kit/filter-spec'
import { PagedList } from '../../../components/list-kit/paged-list'
import { useListSearch } from '../../../components/list-kit/use-list-search'
import { PageHeader } from '../../../components/page-header'
import { useSessionUser } from '../../../lib/session-store'
import { formToast } from '../../../lib/toast'
import { PO_WRITERS } from '../../../shared/po-access'
import { RFQ_WRITERS } from '../../../shared/rfq-access'
import { hasRole } from '../../../shared/roles'
import { useConnectivity } from '../../offline/use-connectivity'
import { type LowStockSearch, lowStockList } from '../list-search'
import { lowStockQueries } from '../queries'
import {
  groupByVendor,
  type PartnerOption,
  pickErrors,
  type ReorderGroup,
  type ReorderPicks,
  rfqPrefillHref,
  withFoundPartners,
  withPageSelection,
  withPickChange,
  withVendorForAll,
} from '../reorder-picks'
import { LowStockCards } from './low-stock-cards'
import { NoLowMatch, NothingLow } from './low-stock-empty'
import type { LowStockRowsProps } from './low-stock-rows'
import { LowStockTable } from './low-stock-table'
import { ReorderBar } from './reorder-bar'
import { ReorderDialog } from './reorder-dialog'

const route = getRouteApi('/_app/Low-Stock')

const BAR: FilterBarSpec<keyof LowStockSearch & string> = {
  text: { label: 'Search', placeholder: 'Product name or SKU' },
  filters: [],
}

const NO_PICKS: ReorderPicks = new Map()
const NO_PARTNERS: readonly PartnerOption[] = []

/**
 * /Low-Stock: the active products at or below their reorder level with a suggested quantity. A buyer
 * ticks products (kept across pages), sets each one's quantity and vendor, then Create PO (one Draft
 * PO per vendor) or Create RFQ (the RFQ form prefilled); other readers see the list only.
 */
export function LowStockPage() {
  const { search, change, navigating } = useListSearch(route, lowStockList)
  const { data, isFetching } = useSuspenseQuery(lowStockQueries.list(lowStockList.query(search)))
  const role = useSessionUser()?.Role
  const canCreatePo = hasRole(role, PO_WRITERS)
  const canCreateRfq = hasRole(role, RFQ_WRITERS)
  const orders = canCreatePo || canCreateRfq
  const listed = useQuery({ ...lowStockQueries.activePartners(), enabled: canCreatePo }).data?.data ?? NO_PARTNERS
  // Partners a search found beyond the first page of them, once chosen.
  const [found, setFound] = useState<readonly PartnerOption[]>(NO_PARTNERS)
  const partners = withFoundPartners(listed, found)
  const remember = (vendor: PartnerOption) => setFound((known) => withFoundPartners(known, [vendor]))
  const { online } = useConnectivity()
  const navigate = useNavigate()
  const [picks, setPicks] = useState<ReorderPicks>(NO_PICKS)
  // Errors show once an order was tried (a wrong quantity at once), and go as they are fixed.
  const [tried, setTried] = useState<'po' | 'rfq' | null>(null)
  const [dialog, setDialog] = useState<{ key: number; groups: ReorderGroup[] } | null>(null)
  // One poId per vendor for as long as this selection lives: reopening the dialog after an answer that
  // never arrived sends the same POs again, and the server makes each at most once.
  const poIds = useRef(new Map<string, string>())
  const errors = pickErrors(picks, tried === 'po')
  const shownErrors = tried ? errors : new Map([...errors].filter(([, error]) => error.quantity))

  const paging = lowStockList.pagingProps(search, data, change)
  const theme = useMantineTheme()
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.lg})`, true, { getInitialValueInEffect: false })
  const Rows = wide ? LowStockTable : LowStockCards

  const reorder: LowStockRowsProps['reorder'] = orders
    ? {
        picks,
        errors: shownErrors,
        partners: canCreatePo ? partners : null,
        onPageSelection: (ids) => setPicks(withPageSelection(picks, data.data, ids, partners)),
        onPickChange: (productId, patch) => {
          if ('quantity' in patch) return setPicks(withPickChange(picks, productId, patch))
          if (patch.vendor) remember(patch.vendor)
          setPicks(withPickChange(picks, productId, { vendorId: patch.vendor?.id ?? null }))
        },
      }
    : null

  const blocked = (kind: 'po' | 'rfq') => {
    setTried(kind)
    const problems = pickErrors(picks, kind === 'po')
    if (problems.size === 0) return false
    formToast.error(
      kind === 'po'
        ? 'Choose a vendor and a quantity for each selected product'
        : 'Give each selected product a quantity',
    )
    return true
  }
  const createPo = () => {
    if (!blocked('po')) setDialog({ key: Date.now(), groups: groupByVendor(picks) })
  }
  const createRfq = () => {
    if (!blocked('rfq')) void navigate({ href: rfqPrefillHref(picks) })
  }
  const clear = () => {
    setPicks(NO_PICKS)
    setTried(null)
    poIds.current = new Map()
  }

  return (
    <Stack gap="md" maw={1280}>
      <PageHeader
        title="Low Stock"
        description="Active products at or below their reorder level, with the quantity that brings each back to twice that level."
      />
      <FilterBar {...lowStockList.barProps(search, change)} bar={BAR} />
      {orders && picks.size > 0 ? (
        <ReorderBar
          count={picks.size}
          partners={partners}
          canCreatePo={canCreatePo}
          canCreateRfq={canCreateRfq}
          online={online}
          onVendorForAll={(vendor) => {
            remember(vendor)
            setPicks(withVendorForAll(picks, vendor.id))
          }}
          onCreatePo={createPo}
          onCreateRfq={createRfq}
          onClear={clear}
        />
      ) : null}
      <PagedList
        {...paging}
        loading={isFetching || navigating}
        empty={<NothingLow />}
        noResults={<NoLowMatch onClear={() => change(lowStockList.reset())} />}
      >
        {(empty) => (
          <Rows
            rows={data.data}
            sort={paging.sort}
            onSortChange={paging.onSortChange}
            reorder={reorder}
            loading={isFetching || navigating}
            empty={empty}
          />
        )}
      </PagedList>
      {dialog ? (
        <ReorderDialog
          key={dialog.key}
          groups={dialog.groups}
          poIds={poIds.current}
          partners={partners}
          onClose={(done) => {
            setDialog(null)
            if (done) clear()
          }}
        />
      ) : null}
    </Stack>
  )
}
