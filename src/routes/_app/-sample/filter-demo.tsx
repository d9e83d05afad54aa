import { Code, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { CheckboxList } from '../../../components/list-kit/checkbox-list'
import { DateRangeFilter } from '../../../components/list-kit/date-range-filter'
import { FilterDropdown } from '../../../components/list-kit/filter-dropdown'
import { type DayRange, formatTypedDay, isEmptyRange } from '../../../lib/day-range'

const FRUITS = ['Apples', 'Bananas', 'Cherries'].map((name) => ({ value: name, label: name }))

/** The filter-bar pieces of the PO list: a date range filter and a checkbox filter, each in its dropdown. */
export function FilterDemo() {
  const [range, setRange] = useState<DayRange>([null, null])
  const [fruits, setFruits] = useState<string[]>([])
  return (
    <Stack gap="sm">
      <Group gap="xs" role="group" aria-label="Sample filters">
        <FilterDropdown<DayRange>
          label="Sample Date"
          value={range}
          empty={[null, null]}
          isEmpty={isEmptyRange}
          summary={([from, to]) => `${formatTypedDay(from) || '…'}–${formatTypedDay(to) || '…'}`}
          onApply={setRange}
          width={320}
        >
          {(draft, set) => <DateRangeFilter label="Sample Date" value={draft} onChange={set} />}
        </FilterDropdown>
        <FilterDropdown<string[]>
          label="Sample Fruit"
          value={fruits}
          empty={[]}
          isEmpty={(value) => value.length === 0}
          summary={(value) => String(value.length)}
          onApply={setFruits}
        >
          {(draft, set) => <CheckboxList label="Sample Fruit" options={FRUITS} value={draft} onChange={set} />}
        </FilterDropdown>
      </Group>
      <Text size="sm" c="dimmed">
        Applied: <Code>{JSON.stringify(range)}</Code> and <Code>{JSON.stringify(fruits)}</Code>
      </Text>
    </Stack>
  )
}
