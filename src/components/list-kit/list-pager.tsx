import { Group, NativeSelect, Pagination, Text } from '@mantine/core'
import { pageCount, pagerText } from './paging'

const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' }

/** Props of a list's pager. */
export interface ListPagerProps<TSize extends number> {
  /** The page people see, from 1 (each list's URL and wire format are its definition's business). */
  page: number
  pageSize: TSize
  /** Records matching the filters (the server's count, not the length of one page). */
  total: number
  onPageChange: (page: number) => void
  /** A page size choice: the sizes and the choice's accessible name. */
  sizes?: { options: readonly TSize[]; label: string; onChange: (size: TSize) => void }
  /** A line above the pager (when it sits under a table). */
  divided?: boolean
}

/**
 * 'Showing 11–20 of 42 · Page 2 of 5', the page size, and the page buttons: previous and next
 * (disabled at the ends), first and last, and the numbers around the current page.
 */
export function ListPager<TSize extends number>({ page, pageSize, total, sizes, ...props }: ListPagerProps<TSize>) {
  const pages = pageCount(total, pageSize)
  return (
    <Group justify="space-between" gap="sm" p={props.divided ? 'sm' : 0} style={props.divided ? DIVIDED : undefined}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {pagerText(page, pageSize, total)}
      </Text>
      <Group gap="sm">
        {sizes ? (
          // The browser's own select, as the card lists' sort: no floating dropdown to position when a list
          // first shows (Mantine's Select re-rendered synchronously in that commit, issue 12).
          <NativeSelect
            aria-label={sizes.label}
            size="xs"
            w={88}
            data={sizes.options.map(String)}
            value={String(pageSize)}
            onChange={(event) => {
              const value = event.currentTarget.value
              sizes.onChange(sizes.options.find((n) => String(n) === value) ?? pageSize)
            }}
          />
        ) : null}
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(page, pages)}
          onChange={props.onPageChange}
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          aria-label="Pages"
        />
      </Group>
    </Group>
  )
}

const DIVIDED = { borderTop: '1px solid var(--mantine-color-gray-3)' } as const
