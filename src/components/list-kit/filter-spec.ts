import { type DayRange, formatTypedDay, orderedRange } from '../../lib/day-range'
import type { CheckboxOption } from './checkbox-list'

/** Options a searchable checkbox filter found for a search. */
export interface FoundOptions {
  options: readonly CheckboxOption[]
  /** Names of values a search no longer lists, so ticked values keep their names. */
  names?: ReadonlyMap<string, string>
  loading?: boolean
  /** Shown when nothing is found. */
  empty?: string
}

/** A single choice applied at once (a Select beside the search box). */
export interface SelectFilterSpec<TKey extends string> {
  kind: 'select'
  param: TKey
  label: string
  placeholder: string
  options: ReadonlyArray<{ value: string | number; label: string }>
  /** Typing narrows the options; `nothingFound` says when none is left. */
  searchable?: boolean
  nothingFound?: string
  width?: number
}

/** Several values ticked in a dropdown, with a search box when the list is long. */
export interface CheckboxFilterSpec<TKey extends string> {
  kind: 'checkboxes'
  param: TKey
  label: string
  /** A fixed list (searched here when `searchPlaceholder` is given). */
  options?: readonly CheckboxOption[]
  /** Options searched elsewhere (on the server): called with the search text, 300 ms after typing stops. */
  useOptions?: (search: string) => FoundOptions
  searchPlaceholder?: string
}

/** A range of days in a dropdown: typed ends, presets and a calendar. */
export interface DateRangeFilterSpec<TKey extends string> {
  kind: 'dateRange'
  from: TKey
  to: TKey
  label: string
  /** A due date: days ahead can be chosen, with the Next 7 days, Next 30 days and Overdue presets. */
  due?: boolean
}

/** A range of amounts in a dropdown, clamped into `bounds`. */
export interface ValueRangeFilterSpec<TKey extends string> {
  kind: 'valueRange'
  min: TKey
  max: TKey
  label: string
  bounds: { min: number; max: number }
  /** One line under the inputs saying what is compared. */
  hint: string
  /** The currency symbol before each input. */
  prefix?: string
  format?: (value: number) => string
}

/** One filter of a filter bar, described by a screen. */
export type FilterSpec<TKey extends string> =
  | SelectFilterSpec<TKey>
  | CheckboxFilterSpec<TKey>
  | DateRangeFilterSpec<TKey>
  | ValueRangeFilterSpec<TKey>

/** A screen's filter bar: a search box over the list (the URL's `q`) when it has one, then its filters. */
export interface FilterBarSpec<TKey extends string> {
  text?: { label: string; placeholder: string }
  filters: ReadonlyArray<FilterSpec<TKey>>
}

/** A select of fixed values applied at once (a status): 'All statuses' when none is chosen. */
export function choiceFilter<TKey extends string>(
  param: TKey,
  label: string,
  values: readonly string[],
  width?: number,
): SelectFilterSpec<TKey> {
  const options = values.map((value) => ({ value, label: value }))
  return { kind: 'select', param, label, placeholder: `All ${label.toLowerCase()}es`, options, width }
}

/** A range of amounts: min and max, either open. */
export type ValueRange = [number | null, number | null]

type Search = Readonly<Record<string, unknown>>

const part = <T>(value: unknown): T | null => (value === undefined ? null : (value as T))

/** The value a dropdown filter edits, from the URL state. */
export function dropdownValue(spec: Exclude<FilterSpec<string>, SelectFilterSpec<string>>, search: Search) {
  if (spec.kind === 'checkboxes') return (search[spec.param] as string[] | undefined) ?? []
  if (spec.kind === 'dateRange') return [part<string>(search[spec.from]), part<string>(search[spec.to])] as DayRange
  return [part<number>(search[spec.min]), part<number>(search[spec.max])] as ValueRange
}

/** A value range with both bounds clamped into `bounds` and swapped when max is below min. */
export function orderedValueRange([min, max]: ValueRange, bounds: { min: number; max: number }): ValueRange {
  const clamp = (n: number | null) =>
    n === null || !Number.isFinite(n) ? null : Math.min(bounds.max, Math.max(bounds.min, n))
  const [low, high] = [clamp(min), clamp(max)]
  return low !== null && high !== null && high < low ? [high, low] : [low, high]
}

/** The URL change that applies a dropdown filter's value (a reversed range is swapped first). */
export function dropdownPatch(
  spec: Exclude<FilterSpec<string>, SelectFilterSpec<string>>,
  value: readonly unknown[],
): Record<string, unknown> {
  if (spec.kind === 'checkboxes') return { [spec.param]: value.length > 0 ? [...value] : undefined }
  if (spec.kind === 'dateRange') {
    const [from, to] = orderedRange(value as DayRange)
    return { [spec.from]: from ?? undefined, [spec.to]: to ?? undefined }
  }
  const [min, max] = orderedValueRange(value as ValueRange, spec.bounds)
  return { [spec.min]: min ?? undefined, [spec.max]: max ?? undefined }
}

/** True when a dropdown value selects nothing (the filter is off): an empty list or an open range. */
export function isOff(value: readonly unknown[]): boolean {
  return value.every((item) => item === null)
}

function rangeSummary<T>([from, to]: readonly [T | null, T | null], show: (end: T) => string): string {
  if (from !== null && to !== null) return `${show(from)}–${show(to)}`
  return from !== null ? `from ${show(from)}` : `to ${show(to as T)}`
}

/** The short text beside a filter's label while it is on: a count or a range. */
export function filterSummary(spec: Exclude<FilterSpec<string>, SelectFilterSpec<string>>, value: readonly unknown[]) {
  if (spec.kind === 'checkboxes') return String(value.length)
  if (spec.kind === 'dateRange') return rangeSummary(value as DayRange, formatTypedDay)
  return rangeSummary(value as ValueRange, spec.format ?? String)
}
