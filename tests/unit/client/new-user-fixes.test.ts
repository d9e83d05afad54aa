import type { AnyRouter } from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { navigationFor } from '../../../src/app/navigation'
import { isPastTheEnd, rangeText } from '../../../src/components/list-kit/paging'
import { historyMode } from '../../../src/components/list-kit/search-patch'
import { loginStepErrors } from '../../../src/features/auth/auth-form-checks'
import { checkoutSummary } from '../../../src/features/cart/cart-review'
import { quantityProblem } from '../../../src/features/cart/quantity-check'
import { ForbiddenError } from '../../../src/lib/route-guard'
import { formToast, hideErrorToastsOnNavigation } from '../../../src/lib/toast'
import type { Cart, CartItem } from '../../../src/shared/cart-schemas'
import { formatCount } from '../../../src/shared/number-format'
import { quantityWithUnit } from '../../../src/shared/plural'
import type { Role } from '../../../src/shared/roles'
import { hasRole } from '../../../src/shared/roles'

const { hidden, shown } = vi.hoisted(() => ({ hidden: [] as string[], shown: { count: 0 } }))
vi.mock('@mantine/notifications', () => ({
  notifications: {
    show: () => {
      shown.count += 1
      return `toast-${shown.count}`
    },
    update: () => undefined,
    hide: (id: string) => hidden.push(id),
  },
}))

describe('issue 13.2: one history rule for every list', () => {
  it.each<[string, object, boolean]>([
    ['typing a search', { q: 'pen' }, true],
    ['clearing the search box', { q: '' }, true],
    ['a page', { page: 2 }, false],
    ['a filter', { status: 'Active' }, false],
    ['a sort', { sort: 'Price', dir: 'desc' }, false],
    ['resetting the filters and the search', { q: undefined, status: undefined }, false],
  ])('%s replaces: %s', (_case, patch, replace) => {
    expect(historyMode(patch)).toEqual({ replace })
  })
})

describe('issue 13.3: a page past the end is not "empty"', () => {
  it('knows a page beyond the last one from an empty list', () => {
    expect(isPastTheEnd(99, 10, 13)).toBe(true)
    expect(isPastTheEnd(3, 10, 20)).toBe(true)
    expect(isPastTheEnd(2, 10, 13)).toBe(false)
    expect(isPastTheEnd(1, 10, 0)).toBe(false)
  })

  it('describes the records there are instead of a backwards range', () => {
    expect(rangeText(99, 10, 13)).toBe('13 records on 2 pages')
    expect(rangeText(2, 10, 1)).toBe('1 record on 1 page')
  })
})

describe('issue 13.4 and 13.11: who may open a page, one list for guards and navigation', () => {
  it('lets admins open every page and others only theirs', () => {
    expect(hasRole('admin', ['buyer'])).toBe(true)
    expect(hasRole('buyer', ['buyer', 'approver'])).toBe(true)
    expect(hasRole('catalogue_manager', ['buyer', 'approver', 'warehouse'])).toBe(false)
    expect(hasRole(undefined, ['buyer'])).toBe(false)
  })

  it('carries a reason to the no-access screen', () => {
    expect(new ForbiddenError('Only buyers can create purchase orders.')).toMatchObject({
      message: "You don't have access to this page",
      reason: 'Only buyers can create purchase orders.',
    })
  })

  const entries = (role: Role) => navigationFor(role).flatMap((group) => group.entries.map((entry) => entry.to))
  it.each<[Role, boolean, boolean]>([
    ['admin', true, true],
    ['buyer', false, true],
    ['catalogue_manager', false, false],
    ['approver', false, true],
    ['warehouse', false, true],
  ])('%s: component gallery %s, purchase orders %s', (role, gallery, orders) => {
    expect(entries(role).includes('/sample')).toBe(gallery)
    expect(entries(role).includes('/Manage-PO')).toBe(orders)
  })
})

describe('issue 13.5: the login error is the same on every submit', () => {
  it('answers the error for the step each time, never toggling', () => {
    const values = { email: 'not-an-email', password: '', otp: '' }
    expect(loginStepErrors('email', values)).toEqual({ email: 'Enter a valid email address' })
    expect(loginStepErrors('email', values)).toEqual({ email: 'Enter a valid email address' })
    expect(loginStepErrors('password', { ...values, email: 'a@b.co' })).toEqual({ password: 'Password is required' })
    expect(loginStepErrors('email', { ...values, email: 'a@b.co' })).toEqual({})
  })
})

describe('issue 13.7: counts grouped and pluralised in one place', () => {
  it.each<[number, 'pieces' | 'boxes' | 'uom', string]>([
    [1, 'pieces', '1 piece'],
    [2400, 'pieces', '2,400 pieces'],
    [120000, 'boxes', '1,20,000 boxes'],
    [1, 'boxes', '1 box'],
    [2.5, 'uom', '2.5 uom'],
  ])('%d %s reads "%s"', (count, unit, text) => {
    expect(quantityWithUnit(count, unit)).toBe(text)
  })

  it('groups counts as prices are grouped', () => {
    expect(formatCount(1234567)).toBe('12,34,567')
    expect(rangeText(2, 10, 1234)).toBe('Showing 11–20 of 1,234')
  })

  it('says "Only 1 piece in stock"', () => {
    expect(quantityProblem(2, 'pieces', 1)).toBe('Only 1 piece in stock')
    expect(quantityProblem(3000, 'boxes', 2400)).toBe('Only 2,400 boxes in stock')
  })
})

describe('issue 13.8: the cart totals are those the checkout charges', () => {
  const line = (over: Partial<CartItem>): CartItem => ({
    CartID: 'a',
    ProductID: 1,
    Name: 'Floor Cleaner 5 L',
    SKU: 'CLN-FLR-5L',
    Thumbnail: null,
    UnitsofMeasurement: 'pieces',
    Quantity: 2,
    UnitPrice: 520,
    CurrentPrice: 550,
    TaxPercentage: 10,
    Stock: 70,
    ProductStatus: 'Active',
    LineTotal: 1144,
    PriceChanged: true,
    StockShort: false,
    Unavailable: false,
    AddedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  })
  it('prices every line at today’s price once one changed', () => {
    const cart: Cart = {
      CartItems: [line({})],
      Totals: { Subtotal: 1040, GstByRate: [{ Rate: 10, Taxable: 1040, Gst: 104 }], Gst: 104, Total: 1144 },
      ItemCount: 1,
      HasChanges: true,
    }
    const summary = checkoutSummary(cart)
    expect(summary.totals.Total).toBe(1210)
    expect(summary.lines[0]).toMatchObject({ Price: 550, Total: 1210 })
  })
})

describe('issue 13.9: an error toast does not follow to the next screen', () => {
  type Listener = (event: { pathChanged: boolean }) => void
  let listeners: Record<string, Listener[]>
  const emit = (type: string, pathChanged = true) => {
    for (const listener of listeners[type] ?? []) listener({ pathChanged })
  }
  beforeEach(() => {
    listeners = {}
    hidden.length = 0
    const router = {
      subscribe: (type: string, listener: Listener) => {
        listeners[type] = [...(listeners[type] ?? []), listener]
        return () => undefined
      },
    }
    hideErrorToastsOnNavigation(router as unknown as AnyRouter)
  })

  it('hides the errors shown before a navigation to another page, keeps those its guards raise', () => {
    const stale = formToast.error('Could not add to cart')
    const success = formToast.success('Saved')
    emit('onBeforeNavigate')
    const guard = formToast.error('Invalid product ID')
    // The guard redirected: a second navigation starts before the first resolves.
    emit('onBeforeNavigate')
    emit('onResolved')
    expect(hidden).toEqual([stale])
    expect(hidden).not.toContain(success)
    expect(hidden).not.toContain(guard)
  })

  it('keeps errors when only the search params change (a filter on the same list)', () => {
    formToast.error('Failed to delete category')
    emit('onBeforeNavigate', false)
    emit('onResolved', false)
    expect(hidden).toEqual([])
  })
})
