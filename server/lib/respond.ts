/** The success envelope `{ status: true, msg, data }`. */
export function ok<T>(data: T, msg = '') {
  return { status: true as const, msg, data }
}

/** The error envelope `{ status: false, msg, errors? }`. */
export function fail(msg: string, errors?: Record<string, string[]>) {
  return errors ? { status: false as const, msg, errors } : { status: false as const, msg }
}

/** A 200 answer whose outcome is "no" (spec: check-first-login's error result): `{ status: false, msg, data: null }`. */
export function declined(msg: string) {
  return { status: false as const, msg, data: null }
}

/** A list page: the success envelope plus the tenant's total and the count matching the filters. */
export function okPage<T>(page: { rows: T[]; total: number; filtered: number }, msg = '') {
  return { status: true as const, msg, data: page.rows, recordsTotal: page.total, recordsFiltered: page.filtered }
}
