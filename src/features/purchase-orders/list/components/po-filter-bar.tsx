import { Button, Group, Paper } from '@mantine/core'
import type { ReactNode } from 'react'
import { CheckboxList } from '../../../../components/checkbox-list'
import { DateRangeFilter } from '../../../../components/date-range-filter'
import { FilterDropdown } from '../../../../components/filter-dropdown'
import { type DayRange, formatTypedDay } from '../../../../lib/day-range'
import { type PoStatus, statusesOfTab } from '../../../../shared/po-status'
import { type PoListSearch, poTabOf } from '../list-search'
import {
  activePoFilters,
  applyPoFilter,
  clearPoFilters,
  emptyOf,
  isEmptyFilter,
  PO_FILTER_LABELS,
  type PoFilterId,
  type PoFilterValues,
  poFilterValues,
  type ValueRange,
} from '../po-filters'
import { PoOptionChecklist } from './po-option-checklist'
import { PoValueRange } from './po-value-range'

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })

function rangeSummary<T>([from, to]: [T | null, T | null], show: (end: T) => string): string {
  if (from !== null && to !== null) return `${show(from)}–${show(to)}`
  return from !== null ? `from ${show(from)}` : `to ${show(to as T)}`
}

const daySummary = (range: DayRange) => rangeSummary(range, formatTypedDay)
const valueSummary = (range: ValueRange) => rangeSummary(range, (n) => rupees.format(n))
const countSummary = (values: readonly string[]) => String(values.length)

/**
 * The seven filters of /Manage-PO (spec point 2), each a button with its dropdown; Apply puts a
 * filter in the URL (back to the first page) and the list reloads from the server. 'Clear all'
 * turns every filter off.
 */
export function PoFilterBar({
  search,
  onChange,
}: {
  search: PoListSearch
  onChange: (patch: Partial<PoListSearch>) => void
}) {
  const values = poFilterValues(search)
  const filter = <K extends PoFilterId>(
    id: K,
    summary: (value: PoFilterValues[K]) => string,
    body: (draft: PoFilterValues[K], set: (next: PoFilterValues[K]) => void) => ReactNode,
    width?: number,
  ) => (
    <FilterDropdown<PoFilterValues[K]>
      key={id}
      label={PO_FILTER_LABELS[id]}
      value={values[id]}
      empty={emptyOf(id)}
      isEmpty={isEmptyFilter}
      summary={summary}
      onApply={(value) => onChange(applyPoFilter(id, value))}
      width={width}
    >
      {body}
    </FilterDropdown>
  )
  const statuses = statusesOfTab(poTabOf(search))
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="xs" role="group" aria-label="Filters">
        {filter('poNumber', countSummary, (draft, set) => (
          <PoOptionChecklist kind="poNumbers" label="PO Number" value={draft} onChange={set} />
        ))}
        {filter('vendor', countSummary, (draft, set) => (
          <PoOptionChecklist kind="vendors" label="Vendor" value={draft} onChange={set} />
        ))}
        {filter('status', countSummary, (draft, set) => (
          <CheckboxList
            label="Status"
            options={statuses.map((s) => ({ value: s, label: s }))}
            value={draft}
            onChange={(next) => set(next as PoStatus[])}
          />
        ))}
        {filter(
          'poDate',
          daySummary,
          (draft, set) => (
            <DateRangeFilter label="Po Date" value={draft} onChange={set} />
          ),
          320,
        )}
        {filter(
          'deliveryDate',
          daySummary,
          (draft, set) => (
            <DateRangeFilter label="Delivery Date" kind="due" value={draft} onChange={set} />
          ),
          320,
        )}
        {filter('createdBy', countSummary, (draft, set) => (
          <PoOptionChecklist kind="creators" label="Created By" value={draft} onChange={set} />
        ))}
        {filter('value', valueSummary, (draft, set) => (
          <PoValueRange value={draft} onChange={set} />
        ))}
        {activePoFilters(search).length > 0 ? (
          <Button variant="subtle" size="sm" onClick={() => onChange(clearPoFilters())}>
            Clear all
          </Button>
        ) : null}
      </Group>
    </Paper>
  )
}
