import { Button, Stack, Text, Title } from '@mantine/core'
import { CreatePoButton } from './create-po-button'

/** Why the table has no row: no PO at all, none in the tab, none matching the filters, or a page past the end. */
export type PoEmptyKind = 'none' | 'tab' | 'filtered' | 'page'

/** Why a page of the list came back empty, from the server's counts and whether filters are on. */
export function poEmptyKind(counts: { recordsTotal: number; recordsFiltered: number }, filtered: boolean): PoEmptyKind {
  if (counts.recordsTotal === 0) return 'none'
  if (counts.recordsFiltered > 0) return 'page'
  return filtered ? 'filtered' : 'tab'
}

/** What the PO table shows instead of rows, with the one action that helps. */
export function PoEmptyState(props: {
  kind: PoEmptyKind
  tabLabel: string
  canCreate: boolean
  onClearFilters: () => void
  onFirstPage: () => void
}) {
  const { kind } = props
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Title order={2} size="h4">
        {kind === 'none'
          ? 'No purchase orders yet'
          : kind === 'tab'
            ? `No purchase orders in ${props.tabLabel}`
            : kind === 'filtered'
              ? 'No purchase order matches these filters'
              : 'This page is empty'}
      </Title>
      <Text size="sm" c="dimmed" maw={420}>
        {kind === 'none'
          ? 'Purchase orders you raise with your supply partners are listed here.'
          : kind === 'filtered'
            ? 'Change or clear the filters to see more.'
            : kind === 'page'
              ? 'The list has fewer pages now.'
              : 'Purchase orders show here once they reach this stage.'}
      </Text>
      {kind === 'filtered' ? (
        <Button variant="light" onClick={props.onClearFilters}>
          Clear all filters
        </Button>
      ) : kind === 'page' ? (
        <Button variant="light" onClick={props.onFirstPage}>
          Go to the first page
        </Button>
      ) : props.canCreate ? (
        <CreatePoButton variant="light" />
      ) : null}
    </Stack>
  )
}
