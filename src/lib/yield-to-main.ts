/**
 * Ends the current task and carries on in a new one, so a long start-up is several short tasks and the
 * browser can paint and take input between them (issue 12). `scheduler.yield()` where the browser has it
 * (its continuation runs before other queued tasks), a zero timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
