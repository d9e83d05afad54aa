import { Group, Pagination, Text } from '@mantine/core'
import { pageCount, rangeText } from '../../../../components/data-table-state'
import { PO_PAGE_SIZE } from '../../../../shared/po-options'

const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' }

/**
 * The pager under the PO table: previous and next arrows (disabled at the ends) and numbered
 * buttons. The URL's page is zero-based (spec point 2); people see page 1 of N, where N comes
 * from the server's count of matching POs, not from the length of one page.
 */
export function PoPager({
  page,
  total,
  onPageChange,
}: {
  page: number
  total: number
  onPageChange: (page: number) => void
}) {
  const pages = pageCount(total, PO_PAGE_SIZE)
  const current = Math.min(page, pages - 1)
  return (
    <Group justify="space-between" p="sm" gap="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 0
          ? 'No records'
          : `${rangeText(current + 1, PO_PAGE_SIZE, total)} · Page ${current + 1} of ${pages}`}
      </Text>
      <Pagination
        size="sm"
        total={pages}
        value={current + 1}
        onChange={(shown) => onPageChange(shown - 1)}
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        aria-label="Pages"
      />
    </Group>
  )
}
