import { ActionIcon, Group, NativeSelect } from '@mantine/core'
import type { ListSort } from './sort'

/** Props of the sort control of a card list. */
export interface CardSortProps<K extends string> {
  options: ReadonlyArray<{ value: K; label: string }>
  sort: ListSort<K>
  onSortChange: (sort: ListSort<K>) => void
}

/**
 * The table's sort for a card list (whose header row is gone): the column as a select and the
 * direction as a button. Cards with row selection put it beside their "Select all".
 */
export function CardSort<K extends string>({ options, sort, onSortChange }: CardSortProps<K>) {
  const descending = sort.direction === 'desc'
  return (
    <Group gap={6} align="flex-end" wrap="nowrap">
      <NativeSelect
        label="Sort by"
        size="xs"
        data={options.map((option) => ({ ...option }))}
        value={sort.column}
        onChange={(event) => onSortChange({ column: event.currentTarget.value as K, direction: sort.direction })}
      />
      <ActionIcon
        variant="default"
        size={30}
        aria-label={descending ? 'Sorted descending: sort ascending' : 'Sorted ascending: sort descending'}
        onClick={() => onSortChange({ column: sort.column, direction: descending ? 'asc' : 'desc' })}
      >
        <span aria-hidden>{descending ? '▼' : '▲'}</span>
      </ActionIcon>
    </Group>
  )
}
