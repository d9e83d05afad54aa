import { describe, expect, it } from 'vitest'
import { yieldToMain } from '../../../src/lib/yield-to-main'

describe('yieldToMain', () => {
  it('carries on in a later task, after the promises of the current one', async () => {
    const order: string[] = []
    const yielded = yieldToMain().then(() => order.push('after the yield'))
    void Promise.resolve().then(() => order.push('microtask of this task'))
    await yielded
    expect(order).toEqual(['microtask of this task', 'after the yield'])
  })

  it("uses the browser's scheduler.yield when there is one", async () => {
    const calls: string[] = []
    const scheduler = {
      yield: () => {
        calls.push('yield')
        return Promise.resolve()
      },
    }
    Object.assign(globalThis, { scheduler })
    try {
      await yieldToMain()
      expect(calls).toEqual(['yield'])
    } finally {
      Reflect.deleteProperty(globalThis, 'scheduler')
    }
  })
})
