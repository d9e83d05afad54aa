import { describe, expect, it } from 'vitest'
import {
  applyAddToCart,
  applyCheckout,
  applyDeleteCartItem,
  applyPendingCart,
  applyUpdateCartItem,
  type CartProductInfo,
  cartViewOf,
} from '../../../src/lib/offline/cart-overlay'
import type { PendingWrite } from '../../../src/lib/offline/pending-write'
import { applyPendingPoList } from '../../../src/lib/offline/po-list-overlay'
import {
  applyAddPo,
  applyPendingPo,
  applyRecordPoDelivery,
  applyUpdatePo,
  applyUpdatePoStatus,
  type PoLookups,
  poViewOf,
} from '../../../src/lib/offline/po-overlay'
import type { Cart, CartItem } from '../../../src/shared/cart-schemas'
import { cartScope, type OutboxOp, poScope } from '../../../src/shared/outbox-protocol'
import type { PurchaseOrder } from '../../../src/shared/po-read-schemas'
import type { CreatePoInput } from '../../../src/shared/po-schemas'

const USER = '0190a1b2-0000-7000-8000-00000000a001'
const id = (n: number) => `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`
const AT = Date.parse('2026-01-05T10:00:00.000Z')

const pens: CartProductInfo = {
  Name: 'Pens',
  SKU: 'PEN-1',
  Thumbnail: null,
  UnitsofMeasurement: 'pieces',
  CurrentPrice: 12.5,
  TaxPercentage: 18,
  Stock: 100,
  ProductStatus: 'Active',
}
const paper: CartProductInfo = { ...pens, Name: 'Paper', SKU: 'PAP-1', CurrentPrice: 250, TaxPercentage: 12, Stock: 4 }
const products = new Map([
  [1, pens],
  [2, paper],
])

function line(cartId: string, productId: number, quantity: number, unitPrice: number): CartItem {
  const p = products.get(productId) ?? pens
  return {
    CartID: cartId,
    ProductID: productId,
    ...p,
    Quantity: quantity,
    UnitPrice: unitPrice,
    CurrentPrice: p.CurrentPrice,
    LineTotal: 0,
    PriceChanged: unitPrice !== p.CurrentPrice,
    StockShort: false,
    Unavailable: false,
    AddedAt: '2026-01-05T09:00:00.000Z',
  }
}
const cartOf = (lines: CartItem[]): Cart => ({
  CartItems: lines,
  Totals: { Subtotal: 0, GstByRate: [], Gst: 0, Total: 0 },
  ItemCount: lines.length,
  HasChanges: false,
})

let seq = 0
const write = (op: OutboxOp, scope: string, payload: unknown, createdAt = AT): PendingWrite => {
  seq += 1
  return { id: `e${seq}`, seq, op, scope, payload, createdAt }
}

describe('cart overlay, one operation at a time', () => {
  const server = cartOf([line(id(1), 1, 2, 12.5)])

  it('add-to-cart of a new product adds a line at its current price, marked pending, with totals', () => {
    const view = applyAddToCart(cartViewOf(server), { CartID: id(2), ProductID: 2, Quantity: 3 }, AT, (p) =>
      products.get(p),
    )
    expect(view.CartItems.map((l) => [l.Name, l.Quantity, l.UnitPrice, l.pendingSince])).toEqual([
      ['Pens', 2, 12.5, null],
      ['Paper', 3, 250, AT],
    ])
    expect(view.Totals).toEqual({
      Subtotal: 775,
      GstByRate: [
        { Rate: 12, Taxable: 750, Gst: 90 },
        { Rate: 18, Taxable: 25, Gst: 4.5 },
      ],
      Gst: 94.5,
      Total: 869.5,
    })
    expect(view.CartItems[1]).toMatchObject({ LineTotal: 840, detailsKnown: true, StockShort: false })
    expect(view).toMatchObject({ ItemCount: 2, pendingCount: 1 })
  })

  it('add-to-cart of a product in the cart adds to its line, as the server merges', () => {
    const view = applyAddToCart(cartViewOf(server), { CartID: id(9), ProductID: 1, Quantity: 5 }, AT)
    expect(view.CartItems.map((l) => [l.CartID, l.Quantity, l.pendingSince])).toEqual([[id(1), 7, AT]])
    expect(view.aliases).toEqual({ [id(9)]: id(1) })
    // A later change through the merged add's CartID reaches the line.
    expect(applyUpdateCartItem(view, { CartID: id(9), Quantity: 1 }, AT).CartItems[0]?.Quantity).toBe(1)
  })

  it('add-to-cart the server already applied (answer lost, entry still pending) changes nothing', () => {
    const view = applyAddToCart(cartViewOf(server), { CartID: id(1), ProductID: 1, Quantity: 2 }, AT)
    expect(view.CartItems[0]?.Quantity).toBe(2)
  })

  it('add-to-cart of a product the page never saw shows a placeholder line', () => {
    const view = applyAddToCart(cartViewOf(cartOf([])), { CartID: id(3), ProductID: 42, Quantity: 1 }, AT)
    expect(view.CartItems[0]).toMatchObject({ Name: 'Product 42', detailsKnown: false, UnitPrice: 0 })
  })

  it('update-cart-item sets the quantity and flags a line short of stock', () => {
    const start = applyAddToCart(cartViewOf(server), { CartID: id(2), ProductID: 2, Quantity: 1 }, AT, (p) =>
      products.get(p),
    )
    const view = applyUpdateCartItem(start, { CartID: id(2), Quantity: 5 }, AT + 1)
    expect(view.CartItems[1]).toMatchObject({ Quantity: 5, StockShort: true, pendingSince: AT })
    expect(view.HasChanges).toBe(true)
    expect(applyUpdateCartItem(view, { CartID: id(77), Quantity: 5 }, AT).CartItems).toEqual(view.CartItems)
  })

  it('delete-cart-item removes the line', () => {
    const view = applyDeleteCartItem(cartViewOf(server), id(1))
    expect(view).toMatchObject({ CartItems: [], ItemCount: 0, Totals: { Total: 0 } })
  })

  it('create-order empties the cart and shows the checkout pending', () => {
    const view = applyCheckout(cartViewOf(server), { OrderID: id(50) }, AT)
    expect(view).toMatchObject({ CartItems: [], checkout: { OrderID: id(50), since: AT }, pendingCount: 1 })
  })
})

describe('applyPendingCart', () => {
  it('applies the pending cart writes in order and ignores other documents and unreadable payloads', () => {
    const scope = cartScope(USER)
    const entries = [
      write('update-cart-item', scope, { CartID: id(1), Quantity: 4 }),
      write('add-to-cart', scope, { CartID: id(2), ProductID: 2, Quantity: 1 }),
      write('add-po', poScope(id(60)), { poId: id(60) }),
      write('add-to-cart', scope, { CartID: 'not-a-uuid', ProductID: 2, Quantity: 1 }),
      write('delete-cart-item', scope, { CartID: id(1) }),
    ].reverse()
    const view = applyPendingCart(cartOf([line(id(1), 1, 2, 12.5)]), entries, (p) => products.get(p))
    expect(view.CartItems.map((l) => [l.Name, l.Quantity])).toEqual([['Paper', 1]])
    expect(view.pendingCount).toBe(3)
  })

  it('shows the server cart untouched when nothing is pending', () => {
    const server = cartOf([line(id(1), 1, 2, 10)])
    const view = applyPendingCart(server, [])
    expect(view.CartItems[0]).toMatchObject({ ...server.CartItems[0], pendingSince: null })
    expect(view).toMatchObject({ pendingCount: 0, checkout: null })
  })
})

const lookups: PoLookups = {
  user: { id: USER, name: 'Asha Buyer', role: 'buyer' },
  vendorName: (v) => (v === id(70) ? 'Acme Tools' : undefined),
  unitName: (u) => (u === 1 ? 'Nos' : undefined),
}
const poInput = (poId: string, extra: Partial<CreatePoInput> = {}): CreatePoInput => ({
  poId,
  poNumber: '',
  PoDate: '2026-01-05',
  vendorName: id(70),
  supplyPartnerContact: '',
  billingAddress: 'Pune',
  deliveryAddress: 'Chakan',
  purchaseType: 'Goods',
  PaymentTerms: 'Net 30',
  deliveryDate: '2026-01-20',
  shippingMode: null,
  incoTerms: null,
  poValidity: null,
  products: [
    {
      LineID: id(81),
      Particular: 'Bolt',
      ItemDescription: '',
      Quantity: 10,
      UOMID: 1,
      BudgetedRate: 100,
      GSTPercentage: 18,
      DocumentPath: null,
    },
  ],
  ...extra,
})
/** The wire form of an add-po / update-po body (GST as '18%', as the form sends it). */
const wire = (input: CreatePoInput, extra: Record<string, unknown> = {}) => ({
  ...input,
  products: input.products.map((p) => ({ ...p, GSTPercentage: `${p.GSTPercentage}%` })),
  ...extra,
})

describe('purchase-order overlay, one operation at a time', () => {
  const draft = applyAddPo(undefined, poInput(id(60)), AT, lookups)

  it('add-po makes a pending Draft with its lines, totals and the buyer as creator', () => {
    expect(draft).toMatchObject({
      poId: id(60),
      status: 'Draft',
      version: 1,
      vendorName: 'Acme Tools',
      createdBy: 'Asha Buyer',
      totalValue: 1180,
      totals: { subtotal: 1000, gst: 180, total: 1180 },
      nextStatuses: ['Pending Approval', 'Cancelled'],
      pendingSince: AT,
      pendingOps: ['add-po'],
    })
    expect(draft.products[0]).toMatchObject({ UOMName: 'Nos', GSTPercentage: '18%', TotalAmount: 1180 })
    expect(applyAddPo(draft, poInput(id(60)), AT, lookups)).toBe(draft)
  })

  it('update-po replaces the contents and bumps the version, so the next edit is made on it', () => {
    const edited = applyUpdatePo(draft, { ...poInput(id(60)), version: 1, deliveryDate: '2026-02-01' }, AT + 5, lookups)
    expect(edited).toMatchObject({ version: 2, deliveryDate: '2026-02-01', pendingSince: AT })
    // An edit made on an older version than the PO's is already in it (the server applied it).
    expect(applyUpdatePo(edited, { ...poInput(id(60)), version: 1 }, AT, lookups)).toBe(edited)
  })

  it('update-po-status moves the PO and recomputes the next statuses', () => {
    const submitted = applyUpdatePoStatus(draft, { poId: id(60), status: 'Pending Approval', remarks: '' }, AT, lookups)
    expect(submitted).toMatchObject({ status: 'Pending Approval', version: 2, nextStatuses: [] })
    expect(applyUpdatePoStatus(submitted, { poId: id(60), status: 'Pending Approval', remarks: '' }, AT, lookups)).toBe(
      submitted,
    )
  })

  it('record-po-delivery adds the quantities and moves to Partially, then Fully Delivered', () => {
    const issued = { ...poViewOf({ ...draft, status: 'Issued' } as PurchaseOrder) }
    const warehouse = { ...lookups, user: { ...lookups.user, role: 'warehouse' as const } }
    const part = applyRecordPoDelivery(
      issued,
      { poId: id(60), deliveryId: id(90), lines: [{ lineId: id(81), quantity: 4 }], remarks: '' },
      AT,
      warehouse,
    )
    expect(part).toMatchObject({ status: 'Partially Delivered', products: [{ DeliveredQuantity: 4 }] })
    const full = applyRecordPoDelivery(
      part,
      { poId: id(60), deliveryId: id(91), lines: [{ lineId: id(81), quantity: 6 }], remarks: 'rest' },
      AT,
      warehouse,
    )
    expect(full).toMatchObject({ status: 'Fully Delivered', version: issued.version + 2 })
    expect(full?.deliveries.map((d) => d.deliveryId)).toEqual([id(90), id(91)])
    const again = { poId: id(60), deliveryId: id(91), lines: [{ lineId: id(81), quantity: 6 }], remarks: '' }
    expect(applyRecordPoDelivery(full, again, AT, warehouse)).toBe(full)
  })
})

describe('applyPendingPo and applyPendingPoList', () => {
  const scope = poScope(id(60))
  const entries = [
    write('add-po', scope, wire(poInput(id(60)))),
    write('update-po', scope, wire(poInput(id(60), { deliveryDate: '2026-02-01' }), { version: 1 })),
    write('update-po-status', scope, { poId: id(60), status: 'Pending Approval', remarks: '' }),
    write('add-po', poScope(id(61)), wire(poInput(id(61)))),
  ]

  it('builds a PO made offline from its pending writes, in order', () => {
    const po = applyPendingPo(undefined, entries, lookups, id(60))
    expect(po).toMatchObject({ status: 'Pending Approval', version: 3, deliveryDate: '2026-02-01' })
    expect(po?.pendingOps).toEqual(['add-po', 'update-po', 'update-po-status'])
  })

  it('leaves a PO without pending writes as the server sent it', () => {
    const server = { ...draftOf(id(62)) }
    expect(applyPendingPo(server, entries, lookups)).toMatchObject({ ...server, pendingSince: null, pendingOps: [] })
  })

  it('puts POs made offline first in the list and applies writes to the rows shown', () => {
    const server = draftOf(id(62))
    const rows = applyPendingPoList(
      [server],
      [...entries, write('update-po-status', poScope(id(62)), { poId: id(62), status: 'Cancelled', remarks: '' })],
      lookups,
    )
    expect(rows.map((r) => [r.poId, r.status, r.pendingSince !== null])).toEqual([
      [id(60), 'Pending Approval', true],
      [id(61), 'Draft', true],
      [id(62), 'Cancelled', true],
    ])
    expect(rows[0]).toMatchObject({ vendorName: 'Acme Tools', totalValue: 1180, createdBy: 'Asha Buyer' })
    const draftsOnly = applyPendingPoList([], entries, lookups, (r) => r.status === 'Draft')
    expect(draftsOnly.map((r) => r.poId)).toEqual([id(61)])
  })
})

function draftOf(poId: string): PurchaseOrder {
  const { pendingOps: _ops, pendingSince: _since, ...po } = applyAddPo(undefined, poInput(poId), AT, lookups)
  return { ...po, poNumber: 'PO-2026-000001', audit: [] }
}
