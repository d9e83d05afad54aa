import * as v from 'valibot'
import { intParam, MAX_PAGE_LENGTH } from './list-query'
import { poDaySchema, printable } from './po-fields'
import { PO_PAGE_SIZE, PO_VALUE_RANGE } from './po-options'
import { PO_STATUSES, PO_TAB_VALUES } from './po-status'
import { uuidSchema } from './uuid'

/** Columns the PO list sorts by; `sort` is one of them, with a leading '-' for descending. */
export const PO_SORT_KEYS = [
  'poNumber',
  'vendorName',
  'poDate',
  'status',
  'totalValue',
  'deliveryDate',
  'createdBy',
  'lastUpdated',
  'createdAt',
] as const
export type PoSortKey = (typeof PO_SORT_KEYS)[number]

const SORT_VALUES = PO_SORT_KEYS.flatMap((k) => [k, `-${k}`])

/** Most values one multi-value filter takes. */
const MAX_FILTER_VALUES = 100

/**
 * A multi-value filter: repeated query parameters (`?vendorIds=a&vendorIds=b`), a comma list
 * (`?vendorIds=a,b`) or both; each value checked with `item`.
 */
function listParam<T extends v.GenericSchema<string, unknown>>(item: T, message: string) {
  return v.optional(
    v.pipe(
      v.union([v.string(message), v.array(v.string(message), message)], message),
      v.transform((raw) =>
        (Array.isArray(raw) ? raw : [raw])
          .flatMap((s) => s.split(','))
          .map((s) => s.trim())
          .filter((s) => s !== ''),
      ),
      v.maxLength(MAX_FILTER_VALUES, `At most ${MAX_FILTER_VALUES} values per filter`),
      v.array(item),
    ),
    [],
  )
}

/** A Value Range bound: a number, clamped into 0..99999 (spec point 5). */
const valueBound = (label: string) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be a number`),
      v.trim(),
      v.regex(/^-?\d+(?:\.\d+)?$/, `${label} must be a number`),
      v.transform(Number),
      v.transform((n) => Math.min(PO_VALUE_RANGE.max, Math.max(PO_VALUE_RANGE.min, n))),
    ),
  )

const day = (label: string) => v.optional(poDaySchema(`${label} must be a date (YYYY-MM-DD)`))

/** The filters of the PO list, shared by get-all-po and export-po. */
export const poFilterEntries = {
  /** The tab: its label lower-cased without spaces (spec point 7). */
  name: v.optional(v.picklist(PO_TAB_VALUES, 'name must be all, drafts, inprogress, completed or withdrawn'), 'all'),
  poNumbers: listParam(
    v.pipe(v.string(), v.maxLength(30, 'PO Number must be at most 30 characters'), printable('PO Number')),
    'poNumbers must be text',
  ),
  vendorIds: listParam(uuidSchema('vendorIds must be vendor ids'), 'vendorIds must be vendor ids'),
  createdBy: listParam(uuidSchema('createdBy must be user ids'), 'createdBy must be user ids'),
  status: listParam(v.picklist(PO_STATUSES, 'Unknown PO status'), 'Unknown PO status'),
  poDateFrom: day('poDateFrom'),
  poDateTo: day('poDateTo'),
  deliveryDateFrom: day('deliveryDateFrom'),
  deliveryDateTo: day('deliveryDateTo'),
  valueMin: valueBound('valueMin'),
  valueMax: valueBound('valueMax'),
  sort: v.optional(v.picklist(SORT_VALUES, `sort must be one of ${SORT_VALUES.join(', ')}`), '-createdAt'),
}

/** GET get-all-po: a tab, a page (limit, offset) and the seven filters. */
export const PoListQuerySchema = v.object({
  ...poFilterEntries,
  limit: v.optional(
    intParam(`limit must be a whole number from 1 to ${MAX_PAGE_LENGTH}`, 1, MAX_PAGE_LENGTH),
    PO_PAGE_SIZE,
  ),
  offset: v.optional(intParam('offset must be a whole number from 0', 0, 10_000_000), 0),
})

/** GET export-po: the list's filters and the file format. */
export const PoExportQuerySchema = v.object({
  ...poFilterEntries,
  format: v.optional(v.picklist(['csv', 'xlsx'], 'format must be csv or xlsx'), 'csv'),
})

/** GET get-po-filter-options: options of the searchable checkbox filters. */
export const PoFilterOptionsQuerySchema = v.object({
  search_txt: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search text is too long'), printable('Search text')),
    '',
  ),
  limit: v.optional(intParam(`limit must be a whole number from 1 to ${MAX_PAGE_LENGTH}`, 1, MAX_PAGE_LENGTH), 20),
})

export type PoFilters = v.InferOutput<v.ObjectSchema<typeof poFilterEntries, undefined>>
export type PoListQuery = v.InferOutput<typeof PoListQuerySchema>
export type PoExportQuery = v.InferOutput<typeof PoExportQuerySchema>
export type PoFilterOptionsQuery = v.InferOutput<typeof PoFilterOptionsQuerySchema>
