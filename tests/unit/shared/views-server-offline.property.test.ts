import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CartLineRow, cartLineOf } from '../../../server/modules/cart/lines'
import { poLineOf } from '../../../server/modules/purchase-orders/read'
import {
  applyAddToCart,
  applyDeleteCartItem,
  applyUpdateCartItem,
  type CartView,
  cartViewOf,
} from '../../../src/lib/offline/cart-overlay'
import {
  applyRecordPoDelivery,
  applyUpdatePo,
  applyUpdatePoStatus,
  type PendingPo,
  type PoLookups,
  poViewOf,
} from '../../../src/lib/offline/po-overlay'
import { cartView } from '../../../src/shared/cart-view'
import { toNumericText } from '../../../src/shared/money'
import type { PurchaseOrder } from '../../../src/shared/po-read-schemas'
import type { CreatePoInput } from '../../../src/shared/po-schemas'
import type { PoStatus } from '../../../src/shared/po-status'
import { poFigures, poLineAmount } from '../../../src/shared/po-view'

/**
 * The page shows a pending write as the server will answer it: for random carts and POs, the
 * offline overlay applied to the server's view equals the server's view built from the rows the
 * write leaves in the database (modelled here: quantities in thousandths, as numeric(12,3) adds them).
 */

const AT = Date.parse('2026-01-05T10:00:00.000Z')
const id = (n: number) => `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`
const thousandths = (n: number) => (n / 1000).toFixed(3)
const rupees = (paise: number) => toNumericText(paise / 100)
const GST = fc.constantFrom(0, 5, 12, 18, 28)
/** The GST rates a PO line may have. */
const PO_GST = fc.constantFrom(0 as const, 5 as const, 10 as const, 12 as const, 18 as const)

// --- carts -----------------------------------------------------------------------------------

const cartRow = fc.record({
  uom: fc.boolean(),
  milli: fc.integer({ min: 1, max: 200_000 }),
  unitPaise: fc.integer({ min: 1, max: 5_000_000 }),
  pricePaise: fc.option(fc.integer({ min: 1, max: 5_000_000 }), { nil: undefined }),
  tax: GST,
  stock: fc.integer({ min: 0, max: 300 }),
  active: fc.boolean(),
  deleted: fc.boolean(),
})

type CartRowSeed = typeof cartRow extends fc.Arbitrary<infer T> ? T : never

function rowOf(seed: CartRowSeed, i: number): CartLineRow {
  const milli = seed.uom ? seed.milli : Math.max(1, Math.round(seed.milli / 1000)) * 1000
  return {
    id: id(100 + i),
    productId: i + 1,
    quantity: thousandths(milli),
    unitPrice: rupees(seed.unitPaise),
    createdAt: new Date(AT + i),
    name: `Product ${i + 1}`,
    sku: `SKU-${i + 1}`,
    images: [],
    unit: seed.uom ? 'uom' : 'pieces',
    price: rupees(seed.pricePaise ?? seed.unitPaise),
    tax: seed.tax,
    stock: seed.stock,
    status: seed.active ? 'Active' : 'Inactive',
    deletedAt: seed.deleted ? new Date(AT) : null,
  }
}

const milliOf = (quantity: string) => Math.round(Number(quantity) * 1000)

/** What the server answers: get-cart, the shared view of the stored lines. */
const serverCart = (rows: readonly CartLineRow[]) => cartView(rows.map(cartLineOf))

/** The overlay's cart without what only the page keeps (pending marks, aliases). */
function shown(view: CartView) {
  return {
    CartItems: view.CartItems.map(({ pendingSince: _p, detailsKnown: _d, ...line }) => line),
    Totals: view.Totals,
    ItemCount: view.ItemCount,
    HasChanges: view.HasChanges,
  }
}

const cartOp = fc.oneof(
  fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), milli: fc.integer({ min: 1, max: 200_000 }) }),
  fc.record({ kind: fc.constant('add' as const), pick: fc.nat(), milli: fc.integer({ min: 1, max: 200_000 }) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(), milli: fc.constant(0) }),
)

describe('cart: the offline view equals the server view', () => {
  it('after an update, a merging add or a removal of a line', () => {
    fc.assert(
      fc.property(fc.array(cartRow, { minLength: 1, maxLength: 8 }), cartOp, (seeds, op) => {
        const rows = seeds.map(rowOf)
        const target = rows[op.pick % rows.length] as CartLineRow
        // Pieces are whole: the quantity sent is whole for them, as the server requires.
        const milli = target.unit === 'pieces' ? Math.max(1, Math.round(op.milli / 1000)) * 1000 : op.milli
        const before = cartViewOf(serverCart(rows))
        let overlay: CartView
        let after: CartLineRow[]
        if (op.kind === 'update') {
          overlay = applyUpdateCartItem(before, { CartID: target.id, Quantity: milli / 1000 }, AT)
          after = rows.map((r) => (r === target ? { ...r, quantity: thousandths(milli) } : r))
        } else if (op.kind === 'add') {
          const input = { CartID: id(999), ProductID: target.productId, Quantity: milli / 1000 }
          overlay = applyAddToCart(before, input, AT)
          after = rows.map((r) => (r === target ? { ...r, quantity: thousandths(milliOf(r.quantity) + milli) } : r))
        } else {
          overlay = applyDeleteCartItem(before, target.id)
          after = rows.filter((r) => r !== target)
        }
        expect(shown(overlay)).toEqual(serverCart(after))
      }),
      { numRuns: 300 },
    )
  })
})

// --- purchase orders -------------------------------------------------------------------------

const poLine = fc.record({
  milli: fc.integer({ min: 1, max: 100_000 }),
  ratePaise: fc.integer({ min: 1, max: 10_000_000 }),
  gst: PO_GST,
  deliveredShare: fc.double({ min: 0, max: 1, noNaN: true }),
  receiveShare: fc.double({ min: 0, max: 1, noNaN: true }),
})

type PoLineSeed = typeof poLine extends fc.Arbitrary<infer T> ? T : never

const PO_ID = id(500)
const lookups: PoLookups = {
  user: { id: id(1), name: 'Wasim Warehouse', role: 'warehouse' },
  unitName: () => 'Nos',
}

interface StoredLine {
  id: string
  milli: number
  ratePaise: number
  gst: PoLineSeed['gst']
  deliveredMilli: number
}

const storedOf = (seed: PoLineSeed, i: number, delivered: boolean): StoredLine => ({
  id: id(600 + i),
  milli: seed.milli,
  ratePaise: seed.ratePaise,
  gst: seed.gst,
  deliveredMilli: delivered ? Math.floor(seed.milli * seed.deliveredShare) : 0,
})

/** A line as purchase_order_lines stores it (numeric columns as text). */
const lineRecord = (l: StoredLine, position: number) => ({
  id: l.id,
  poId: PO_ID,
  position,
  particular: `Item ${position + 1}`,
  description: '',
  quantity: thousandths(l.milli),
  unitId: 1,
  unitName: 'Nos',
  rate: rupees(l.ratePaise),
  gstPercent: l.gst,
  lineTotal: toNumericText(
    poLineAmount({ Quantity: l.milli / 1000, BudgetedRate: l.ratePaise / 100, GSTPercentage: l.gst }),
  ),
  delivered: thousandths(l.deliveredMilli),
  documentPath: null,
})

/** What get-po-by-id answers for the stored lines (the header fixed; lines and figures by the server's read). */
function serverPo(lines: readonly StoredLine[], status: PoStatus): PurchaseOrder {
  const products = lines.map((l, i) => poLineOf(lineRecord(l, i)))
  return {
    poId: PO_ID,
    poNumber: 'PO-2026-000001',
    vendorId: id(700),
    vendorName: 'Acme Tools',
    poDate: '2026-01-05',
    status,
    deliveryDate: '2026-01-20',
    createdById: id(2),
    createdBy: 'Asha Buyer',
    lastUpdated: new Date(AT).toISOString(),
    PoDate: '2026-01-05',
    supplyPartnerContact: '',
    billingAddress: 'Pune',
    deliveryAddress: 'Chakan',
    purchaseType: 'Goods',
    PaymentTerms: 'Net 30',
    shippingMode: null,
    incoTerms: null,
    poValidity: null,
    version: 3,
    createdAt: new Date(AT).toISOString(),
    products,
    ...poFigures(products),
    audit: [],
    deliveries: [],
    nextStatuses: [],
  }
}

const figuresOf = (po: PurchaseOrder | PendingPo | undefined) => ({
  status: po?.status,
  products: po?.products,
  totals: po?.totals,
  totalValue: po?.totalValue,
})

describe('purchase order: the offline view equals the server view', () => {
  it('after an edit of a Draft (lines, totals with GST per rate, total value)', () => {
    fc.assert(
      fc.property(
        fc.array(poLine, { minLength: 1, maxLength: 6 }),
        fc.array(poLine, { minLength: 1, maxLength: 6 }),
        (oldSeeds, newSeeds) => {
          const after = newSeeds.map((s, i) => storedOf(s, i, false))
          const input: CreatePoInput & { version: number } = {
            poId: PO_ID,
            poNumber: 'PO-2026-000001',
            PoDate: '2026-01-05',
            vendorName: id(700),
            supplyPartnerContact: '',
            billingAddress: 'Pune',
            deliveryAddress: 'Chakan',
            purchaseType: 'Goods',
            PaymentTerms: 'Net 30',
            deliveryDate: '2026-01-20',
            shippingMode: null,
            incoTerms: null,
            poValidity: null,
            products: after.map((l, i) => ({
              LineID: l.id,
              Particular: `Item ${i + 1}`,
              ItemDescription: '',
              Quantity: l.milli / 1000,
              UOMID: 1,
              BudgetedRate: l.ratePaise / 100,
              GSTPercentage: l.gst,
              DocumentPath: null,
            })),
            version: 3,
          }
          const before = poViewOf(
            serverPo(
              oldSeeds.map((s, i) => storedOf(s, i, false)),
              'Draft',
            ),
          )
          const overlay = applyUpdatePo(before, input, AT, { ...lookups, vendorName: () => 'Acme Tools' })
          expect(figuresOf(overlay)).toEqual(figuresOf(serverPo(after, 'Draft')))
        },
      ),
      { numRuns: 200 },
    )
  })

  it('after a partial or a full goods receipt (delivered and remaining quantities, status)', () => {
    fc.assert(
      fc.property(fc.array(poLine, { minLength: 1, maxLength: 6 }), (seeds) => {
        const lines = seeds.map((s, i) => storedOf(s, i, true))
        const received = lines
          .map((l, i) => ({
            lineId: l.id,
            milli: Math.floor((l.milli - l.deliveredMilli) * (seeds[i]?.receiveShare ?? 0)),
          }))
          .filter((r) => r.milli > 0)
        fc.pre(received.length > 0)
        const after = lines.map((l) => ({
          ...l,
          deliveredMilli: l.deliveredMilli + (received.find((r) => r.lineId === l.id)?.milli ?? 0),
        }))
        const status: PoStatus = after.every((l) => l.deliveredMilli === l.milli)
          ? 'Fully Delivered'
          : 'Partially Delivered'
        const before = poViewOf(serverPo(lines, 'Issued'))
        const input = {
          poId: PO_ID,
          deliveryId: id(800),
          lines: received.map((r) => ({ lineId: r.lineId, quantity: r.milli / 1000 })),
          remarks: '',
        }
        const overlay = applyRecordPoDelivery(before, input, AT, lookups)
        expect(figuresOf(overlay)).toEqual(figuresOf(serverPo(after, status)))
      }),
      { numRuns: 200 },
    )
  })

  it('after Mark Delivered (update-po-status Fully Delivered receives everything outstanding)', () => {
    fc.assert(
      fc.property(fc.array(poLine, { minLength: 1, maxLength: 6 }), (seeds) => {
        const lines = seeds.map((s, i) => storedOf(s, i, true))
        const after = lines.map((l) => ({ ...l, deliveredMilli: l.milli }))
        const before = poViewOf(serverPo(lines, 'Partially Delivered'))
        const input = { poId: PO_ID, status: 'Fully Delivered' as const, remarks: '' }
        const overlay = applyUpdatePoStatus(before, input, AT, lookups)
        expect(figuresOf(overlay)).toEqual(figuresOf(serverPo(after, 'Fully Delivered')))
      }),
      { numRuns: 200 },
    )
  })
})
