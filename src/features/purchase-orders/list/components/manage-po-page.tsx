import { LoadingOverlay, Paper, Stack, Tabs, useMantineTheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useRouterState } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { PageHeader } from '../../../../components/page-header'
import { applyPendingPoList } from '../../../../lib/offline/po-list-overlay'
import { useSessionUser } from '../../../../lib/session-store'
import { PO_TABS, type PoTab } from '../../../../shared/po-status'
import { poLookupsFromCache, useOutboxState } from '../../../offline/pending-hooks'
import {
  type PoListSearch,
  patchPoSearch,
  poFiltersOf,
  poListQuery,
  poSortOf,
  poSortValue,
  poTabOf,
} from '../list-search'
import { showPendingNew } from '../pending-rows'
import { activePoFilters, clearPoFilters } from '../po-filters'
import { poListQueries } from '../queries'
import { canWritePos } from '../row-actions'
import { CreatePoButton } from './create-po-button'
import { PoCardList } from './po-card-list'
import { PoEmptyState, poEmptyKind } from './po-empty-state'
import { PoExportMenu } from './po-export-menu'
import { PoFilterBar } from './po-filter-bar'
import { PoPager } from './po-pager'
import { PoSelectionBar } from './po-selection-bar'
import { PoTable } from './po-table'

const route = getRouteApi('/_app/Manage-PO/')

const NOTHING: ReadonlySet<string> = new Set()
/** On a phone the five tabs scroll sideways instead of wrapping onto a second row. */
const TAB_LIST = { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' } as const

/** /Manage-PO: the tabs, the seven filters, the table with its selection actions, the pager and Export. */
export function ManagePoPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const user = useSessionUser()
  const role = user?.Role
  const query = poListQuery(search)
  const { data, isFetching } = useSuspenseQuery(poListQueries.list(query))
  const queryClient = useQueryClient()
  const outbox = useOutboxState()
  const tab = poTabOf(search)
  const filtersOn = activePoFilters(search).length > 0
  // The server's rows with this user's unsent PO changes on top, and the POs made offline first.
  const rows = useMemo(() => {
    if (!user || outbox.userId !== user.UserID || outbox.pending.length === 0) return data.data
    const lookups = poLookupsFromCache(queryClient, user)
    return applyPendingPoList(data.data, outbox.pending, lookups, showPendingNew(tab, search.page ?? 0, filtersOn))
  }, [data.data, outbox, user, queryClient, tab, search.page, filtersOn])
  const navigating = useRouterState({ select: (state) => state.isLoading })
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

  const change = (patch: Partial<PoListSearch>) =>
    navigate({ search: (current) => patchPoSearch(current, patch), replace: true })

  const list = (
    <Stack gap="sm">
      <PoFilterBar search={search} onChange={change} />
      {selectedRows.length > 0 ? (
        <PoSelectionBar rows={selectedRows} role={role} onDone={() => select(NOTHING)} />
      ) : null}
      <Paper withBorder radius="md" pos="relative">
        <LoadingOverlay visible={isFetching || navigating} zIndex={10} overlayProps={{ blur: 1 }} />
        <Rows
          rows={rows}
          sort={poSortOf(search)}
          onSortChange={(sort) => change({ sort: poSortValue(sort) })}
          selected={selected}
          onSelectedChange={select}
          loading={isFetching || navigating}
          empty={
            <PoEmptyState
              kind={poEmptyKind(data, filtersOn)}
              tabLabel={PO_TABS.find((t) => t.value === tab)?.label ?? 'All'}
              canCreate={writer}
              onClearFilters={() => change(clearPoFilters())}
              onFirstPage={() => change({ page: 0 })}
            />
          }
        />
        <PoPager page={search.page ?? 0} total={data.recordsFiltered} onPageChange={(page) => change({ page })} />
      </Paper>
    </Stack>
  )

  return (
    <Stack gap="md" maw={1280}>
      <PageHeader
        title="Purchase Orders"
        description="Raise, track and close purchase orders with your supply partners."
        actions={
          <>
            <PoExportMenu filters={poFiltersOf(search)} />
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
