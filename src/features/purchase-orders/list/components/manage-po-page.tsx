import { Stack, Tabs, useMantineTheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { FilterBar } from '../../../../components/list-kit/filter-bar'
import { PagedList } from '../../../../components/list-kit/paged-list'
import { useListSearch } from '../../../../components/list-kit/use-list-search'
import { PageHeader } from '../../../../components/page-header'
import { applyPendingPoList } from '../../../../lib/offline/po-list-overlay'
import { useSessionUser } from '../../../../lib/session-store'
import { PO_TABS, type PoTab } from '../../../../shared/po-status'
import { poLookupsFromCache, useOutboxState } from '../../../offline/pending-hooks'
import { poList, poTabOf } from '../list-search'
import { showPendingNew } from '../pending-rows'
import { poListBar } from '../po-filters'
import { poListQueries } from '../queries'
import { canWritePos } from '../row-actions'
import { CreatePoButton } from './create-po-button'
import { PoCardList } from './po-card-list'
import { PoNoMatch, PoNothingYet } from './po-empty-state'
import { PoExportMenu } from './po-export-menu'
import { PoSelectionBar } from './po-selection-bar'
import { PoTable } from './po-table'

const route = getRouteApi('/_app/Manage-PO/')

const NOTHING: ReadonlySet<string> = new Set()
/** On a phone the five tabs scroll sideways instead of wrapping onto a second row. */
const TAB_LIST = { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' } as const

/** /Manage-PO: the tabs, the seven filters, the table with its selection actions, the pager and Export. */
export function ManagePoPage() {
  const { search, change, navigating } = useListSearch(route, poList)
  const user = useSessionUser()
  const role = user?.Role
  const query = poList.query(search)
  const { data, isFetching } = useSuspenseQuery(poListQueries.list(query))
  const queryClient = useQueryClient()
  const outbox = useOutboxState()
  const tab = poTabOf(search)
  const state = poList.state(search)
  const filtered = poList.filtered(search)
  // The server's rows with this user's unsent PO changes on top, and the POs made offline first.
  const rows = useMemo(() => {
    if (!user || outbox.userId !== user.UserID || outbox.pending.length === 0) return data.data
    const lookups = poLookupsFromCache(queryClient, user)
    return applyPendingPoList(data.data, outbox.pending, lookups, showPendingNew(tab, state.page - 1, filtered))
  }, [data.data, outbox, user, queryClient, tab, state.page, filtered])
  // The selection belongs to one page of one query: another page, tab, filter or sort starts empty.
  const pageKey = JSON.stringify(query)
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: '', ids: NOTHING })
  const selected = selection.key === pageKey ? selection.ids : NOTHING
  const select = (ids: ReadonlySet<string>) => setSelection({ key: pageKey, ids })
  const selectedRows = rows.filter((row) => selected.has(row.poId))
  const writer = canWritePos(role)
  // Read at the first render (no flash of the other layout); the table needs a desktop's width.
  const theme = useMantineTheme()
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.lg})`, true, { getInitialValueInEffect: false })
  const Rows = wide ? PoTable : PoCardList

  const list = (
    <Stack gap="sm">
      <FilterBar search={search} bar={poListBar(tab)} onChange={change} filtered={filtered} reset={poList.reset()} />
      {selectedRows.length > 0 ? (
        <PoSelectionBar rows={selectedRows} role={role} onDone={() => select(NOTHING)} />
      ) : null}
      <PagedList
        page={state.page}
        pageSize={state.size}
        total={data.recordsFiltered}
        filtered={filtered}
        onPageChange={(page) => change(poList.pageChange(page))}
        loading={isFetching || navigating}
        empty={
          <PoNothingYet
            anyPo={data.recordsTotal > 0}
            tabLabel={PO_TABS.find((t) => t.value === tab)?.label ?? 'All'}
            canCreate={writer}
          />
        }
        noResults={<PoNoMatch onClearFilters={() => change(poList.reset())} />}
      >
        {(empty) => (
          <Rows
            rows={rows}
            sort={state.sort}
            onSortChange={(sort) => change(poList.sortChange(sort))}
            selected={selected}
            onSelectedChange={select}
            loading={isFetching || navigating}
            empty={empty}
          />
        )}
      </PagedList>
    </Stack>
  )

  return (
    <Stack gap="md" maw={1280}>
      <PageHeader
        title="Purchase Orders"
        description="Raise, track and close purchase orders with your supply partners."
        actions={
          <>
            <PoExportMenu filters={poList.filterQuery(search)} />
            {writer ? <CreatePoButton /> : null}
          </>
        }
      />
      <Tabs value={tab} onChange={(value) => value && change({ tab: value as PoTab })} keepMounted={false}>
        <Tabs.List style={TAB_LIST}>
          {PO_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PO_TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value} pt="md">
            {t.value === tab ? list : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  )
}
