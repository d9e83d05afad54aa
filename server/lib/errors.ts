/** An error a service throws to answer the client with a 4xx and a clear message. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429,
    message: string,
    readonly extra: { errors?: Record<string, string[]>; retryAfterSeconds?: number; data?: unknown } = {},
  ) {
    super(message)
  }
}

/** 400 with a message. */
export const badRequest = (msg: string, errors?: Record<string, string[]>) => new AppError(400, msg, { errors })
/** 401: not signed in or the session ended. */
export const unauthorized = (msg = 'Please sign in') => new AppError(401, msg)
/** 403: signed in but not allowed. */
export const forbidden = (msg = 'You do not have permission to do this') => new AppError(403, msg)
/** 404: nothing of that id in this tenant. */
export const notFound = (msg = 'Not found') => new AppError(404, msg)
/** 409: conflicts with the current state. */
export const conflict = (msg: string, data?: unknown) => new AppError(409, msg, { data })
/** 429 with a Retry-After. */
export const tooMany = (msg: string, retryAfterSeconds: number) =>
  new AppError(429, msg, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) })
