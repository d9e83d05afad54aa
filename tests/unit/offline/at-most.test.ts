import { describe, expect, it } from 'vitest'
import { forEachAtMost } from '../../../sw/at-most'

/** A task that records how many run at once and finishes when released, in any order. */
function gatedTasks() {
  let running = 0
  let most = 0
  const started: number[] = []
  const gates = new Map<number, { release: () => void; fail: (error: Error) => void }>()
  const task = (item: number) =>
    new Promise<void>((resolve, reject) => {
      running += 1
      most = Math.max(most, running)
      started.push(item)
      gates.set(item, {
        release: () => {
          running -= 1
          resolve()
        },
        fail: (error) => {
          running -= 1
          reject(error)
        },
      })
    })
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { task, gates, started, settle, most: () => most, running: () => running }
}

describe('forEachAtMost', () => {
  it('runs every item, never more than the limit at once, starting them in order', async () => {
    const t = gatedTasks()
    const done = forEachAtMost([1, 2, 3, 4, 5, 6, 7], 3, t.task)
    await t.settle()
    expect(t.started).toEqual([1, 2, 3])
    // A later item finishing first frees a slot for the next one.
    t.gates.get(3)?.release()
    await t.settle()
    expect(t.started).toEqual([1, 2, 3, 4])
    for (let round = 0; round < 7; round += 1) {
      for (const [item, gate] of [...t.gates]) {
        t.gates.delete(item)
        gate.release()
      }
      await t.settle()
    }
    await done
    expect(t.started).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(t.most()).toBe(3)
  })

  it('starts nothing after a failure, and rejects with it once the running tasks have settled', async () => {
    const t = gatedTasks()
    let outcome: unknown = 'pending'
    const done = forEachAtMost([1, 2, 3, 4, 5], 2, t.task).then(
      () => 'resolved',
      (error: Error) => error.message,
    )
    void done.then((value) => {
      outcome = value
    })
    await t.settle()
    t.gates.get(1)?.fail(new Error('404 for 1'))
    await t.settle()
    // Item 2 is still running: the promise waits for it, and nothing new starts.
    expect(t.started).toEqual([1, 2])
    expect(outcome).toBe('pending')
    t.gates.get(2)?.release()
    expect(await done).toBe('404 for 1')
    expect(t.started).toEqual([1, 2])
    expect(t.running()).toBe(0)
  })

  it('resolves at once for no items, and treats a limit below one as one', async () => {
    await expect(forEachAtMost([], 4, async () => undefined)).resolves.toBeUndefined()
    const seen: number[] = []
    let running = 0
    await forEachAtMost([1, 2, 3], 0, async (item) => {
      running += 1
      expect(running).toBe(1)
      await new Promise((resolve) => setTimeout(resolve, 1))
      seen.push(item)
      running -= 1
    })
    expect(seen).toEqual([1, 2, 3])
  })
})
