/**
 * Runs `task` for each item, at most `limit` at a time, starting them in the items' order. After a failure no
 * further item starts; the promise rejects with the first failure once the tasks already running have settled,
 * so nothing is left running when it settles.
 */
export async function forEachAtMost<T>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<unknown>,
): Promise<void> {
  let next = 0
  let failure = null as { error: unknown } | null
  const worker = async () => {
    while (failure === null && next < items.length) {
      const index = next
      next += 1
      try {
        await task(items[index] as T, index)
      } catch (error) {
        failure ??= { error }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker))
  if (failure) throw failure.error
}
