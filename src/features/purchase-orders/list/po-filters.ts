import { type DayRange, orderedRange } from '../../../lib/day-range'
import type { PoStatus } from '../../../shared/po-status'
import { clampPoValue, type PoListSearch } from './list-search'

/** A Value Range draft: min and max in rupees, either open. */
export type ValueRange = [number | null, number | null]

/** The seven filters of the bar (spec point 2), in the order they are shown. */
export const PO_FILTER_IDS = ['poNumber', 'vendor', 'status', 'poDate', 'deliveryDate', 'createdBy', 'value'] as const
export type PoFilterId = (typeof PO_FILTER_IDS)[number]

/** Button labels of the filters (spec point 2). */
export const PO_FILTER_LABELS: Record<PoFilterId, string> = {
  poNumber: 'PO Number',
  vendor: 'Vendor',
  status: 'Status',
  poDate: 'Po Date',
  deliveryDate: 'Delivery Date',
  createdBy: 'Created By',
  value: 'Value Range',
}

/** The value each kind of filter holds while it is edited. */
export interface PoFilterValues {
  poNumber: string[]
  vendor: string[]
  status: PoStatus[]
  poDate: DayRange
  deliveryDate: DayRange
  createdBy: string[]
  value: ValueRange
}

/** What each filter holds in a URL state. */
export function poFilterValues(search: PoListSearch): PoFilterValues {
  return {
    poNumber: search.poNumbers ?? [],
    vendor: search.vendorIds ?? [],
    status: search.status ?? [],
    poDate: [search.poDateFrom ?? null, search.poDateTo ?? null],
    deliveryDate: [search.deliveryDateFrom ?? null, search.deliveryDateTo ?? null],
    createdBy: search.createdBy ?? [],
    value: [search.valueMin ?? null, search.valueMax ?? null],
  }
}

/** A Value Range with both bounds clamped into 0..99999 and swapped when max is below min. */
export function orderedValueRange([min, max]: ValueRange): ValueRange {
  const clamp = (n: number | null) => (n === null || !Number.isFinite(n) ? null : clampPoValue(n))
  const [low, high] = [clamp(min), clamp(max)]
  return low !== null && high !== null && high < low ? [high, low] : [low, high]
}

/** The URL change that applies one filter's value (a reversed range is swapped first). */
export function applyPoFilter<K extends PoFilterId>(id: K, value: PoFilterValues[K]): Partial<PoListSearch> {
  const list = (items: readonly string[]) => (items.length > 0 ? [...items] : undefined)
  switch (id) {
    case 'poNumber':
      return { poNumbers: list(value as string[]) }
    case 'vendor':
      return { vendorIds: list(value as string[]) }
    case 'createdBy':
      return { createdBy: list(value as string[]) }
    case 'status': {
      const statuses = value as PoStatus[]
      return { status: statuses.length > 0 ? [...statuses] : undefined }
    }
    case 'poDate': {
      const [from, to] = orderedRange(value as DayRange)
      return { poDateFrom: from ?? undefined, poDateTo: to ?? undefined }
    }
    case 'deliveryDate': {
      const [from, to] = orderedRange(value as DayRange)
      return { deliveryDateFrom: from ?? undefined, deliveryDateTo: to ?? undefined }
    }
    default: {
      const [min, max] = orderedValueRange(value as ValueRange)
      return { valueMin: min ?? undefined, valueMax: max ?? undefined }
    }
  }
}

/** True when a filter value selects nothing (the filter is off). */
export function isEmptyFilter(value: PoFilterValues[PoFilterId]): boolean {
  return (value as ReadonlyArray<unknown>).every((part) => part === null)
}

/** The filters a URL state has on, in bar order. */
export function activePoFilters(search: PoListSearch): PoFilterId[] {
  const values = poFilterValues(search)
  return PO_FILTER_IDS.filter((id) => !isEmptyFilter(values[id]))
}

/** The URL change that turns every filter off (tab and sort stay). */
export function clearPoFilters(): Partial<PoListSearch> {
  const patch: Partial<PoListSearch> = {}
  for (const id of PO_FILTER_IDS) Object.assign(patch, applyPoFilter(id, emptyOf(id)))
  return patch
}

/** The value of a filter that is off. */
export function emptyOf<K extends PoFilterId>(id: K): PoFilterValues[K] {
  const ranges: readonly PoFilterId[] = ['poDate', 'deliveryDate', 'value']
  return (ranges.includes(id) ? [null, null] : []) as unknown as PoFilterValues[K]
}
