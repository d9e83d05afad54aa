import { beforeEach, describe, expect, it, vi } from 'vitest'
import { requireRouteId } from '../../../src/components/form-kit/route-id'
import { CategoryIdSchema, OrderIdSchema, ProductIdSchema, SupplierIdSchema } from '../../../src/shared/record-ids'

const { toasts } = vi.hoisted(() => ({ toasts: [] as string[] }))
vi.mock('../../../src/lib/toast', () => ({ formToast: { error: (message: string) => toasts.push(message) } }))
vi.mock('@tanstack/react-router', () => ({ redirect: (options: unknown) => ({ redirect: options }) }))

beforeEach(() => {
  toasts.length = 0
})

/** What a call threw. */
function thrown(call: () => unknown): unknown {
  try {
    call()
  } catch (error) {
    return error
  }
  throw new Error('nothing was thrown')
}

const UUID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b'

describe('requireRouteId: the one route-id parser', () => {
  it('answers the id as the shared schema reads it', () => {
    expect(requireRouteId(CategoryIdSchema, '12', { preload: false, fallback: '/Manage-Category' })).toBe(12)
    expect(
      requireRouteId(SupplierIdSchema, UUID.toUpperCase(), { preload: false, fallback: '/Manage-Supply-Partner' }),
    ).toBe(UUID)
    expect(toasts).toEqual([])
  })

  it.each([
    [CategoryIdSchema, '0', '/Manage-Category', 'Invalid category ID'],
    [ProductIdSchema, 'xyz', '/Manage-Product', 'Invalid product ID'],
    [ProductIdSchema, '1.5', '/catalogue', 'Invalid product ID'],
    [SupplierIdSchema, 'nope', '/Manage-Supply-Partner', 'Invalid supply partner id'],
    [OrderIdSchema, undefined, '/orders', 'Invalid order ID'],
  ] as const)('a bad id shows the schema message and goes back (%#)', (schema, raw, fallback, message) => {
    expect(thrown(() => requireRouteId(schema, raw, { preload: false, fallback }))).toEqual({
      redirect: { to: fallback, replace: true },
    })
    expect(toasts).toEqual([message])
  })

  it('a preload goes back quietly', () => {
    expect(() => requireRouteId(ProductIdSchema, 'xyz', { preload: true, fallback: '/Manage-Product' })).toThrow()
    expect(toasts).toEqual([])
  })
})
