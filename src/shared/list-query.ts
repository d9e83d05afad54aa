import * as v from 'valibot'

/** Largest id a serial (int4) column holds; bigger ids cannot exist, so they are refused as invalid. */
export const MAX_ID = 2_147_483_647

/** Largest page a list endpoint serves. */
export const MAX_PAGE_LENGTH = 100

/** An integer given as a number or a numeric string (query strings are strings). */
export function intParam(message: string, min: number, max: number) {
  return v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+$/, message))], message),
    v.transform(Number),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  )
}

/** The DataTables-style paging, sorting and search fields every list endpoint takes. */
export function listQueryEntries(sortColumnCount: number) {
  return {
    search_txt: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search text is too long')), ''),
    iDisplayStart: v.optional(intParam('iDisplayStart must be a whole number from 0', 0, 10_000_000), 0),
    iDisplayLength: v.optional(
      intParam(`iDisplayLength must be a whole number from 1 to ${MAX_PAGE_LENGTH}`, 1, MAX_PAGE_LENGTH),
      10,
    ),
    iSortCol_0: v.optional(
      intParam(`iSortCol_0 must be a column number from 0 to ${sortColumnCount - 1}`, 0, sortColumnCount - 1),
      0,
    ),
    sSortDir_0: v.optional(v.picklist(['asc', 'desc'], 'sSortDir_0 must be asc or desc'), 'asc'),
  }
}

/** Schema of a list answer's extra counts. */
export function listPage<T extends v.GenericSchema>(row: T) {
  return v.object({
    status: v.boolean(),
    msg: v.optional(v.string(), ''),
    data: v.array(row),
    recordsTotal: v.number(),
    recordsFiltered: v.number(),
  })
}

/** Escapes % and _ so user text is matched literally by ILIKE. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
