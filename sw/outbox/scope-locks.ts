/** Runs tasks one at a time per key, in the order they asked; tasks of different keys run side by side. */
export function createScopeLocks() {
  const tails = new Map<string, Promise<void>>()
  return {
    async run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve()
      let release = () => {}
      const done = new Promise<void>((resolve) => {
        release = resolve
      })
      const tail = previous.then(() => done)
      tails.set(key, tail)
      await previous
      try {
        return await task()
      } finally {
        release()
        if (tails.get(key) === tail) tails.delete(key)
      }
    },
  }
}
