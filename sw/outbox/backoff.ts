/** First retry delay. */
export const BACKOFF_BASE_MS = 1_000
/** Longest delay between two attempts of one entry. */
export const BACKOFF_MAX_MS = 60_000
/** Share of the delay that is random, so many devices coming back at once do not retry in step. */
export const BACKOFF_JITTER = 0.2

/**
 * Delay before the next attempt after `attempts` failed ones: 1 s doubling to 60 s, each within
 * +-20 % (never above 60 s). `random` is in [0, 1).
 */
export function backoffDelay(attempts: number, random: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30)
  const base = Math.min(BACKOFF_BASE_MS * 2 ** exponent, BACKOFF_MAX_MS)
  const jittered = base * (1 - BACKOFF_JITTER + 2 * BACKOFF_JITTER * random)
  return Math.round(Math.min(jittered, BACKOFF_MAX_MS))
}
