/** The success envelope `{ status: true, msg, data }`. */
export function ok<T>(data: T, msg = '') {
  return { status: true as const, msg, data }
}

/** The error envelope `{ status: false, msg, errors? }`. */
export function fail(msg: string, errors?: Record<string, string[]>) {
  return errors ? { status: false as const, msg, errors } : { status: false as const, msg }
}
