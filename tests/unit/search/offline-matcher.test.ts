import { describe, expect, it } from 'vitest'
import { type CachedAnswers, matchCached } from '../../../src/features/search/offline-matcher'

const product = (id: number, name: string, sku: string, status = 'Active') => ({
  ProductID: id,
  Name: name,
  SKU: sku,
  Status: status,
  Price: 100,
  Stock: 5,
})
const page = (rows: unknown[]) => ({
  status: true,
  msg: '',
  data: rows,
  recordsTotal: rows.length,
  recordsFiltered: rows.length,
})
const at = (updatedAt: number, data: unknown) => ({ data, updatedAt })

/** What a buyer's device saved: list pages and details of every kind. */
const saved: CachedAnswers = {
  product: [
    at(1, page([product(1, 'Steel bolt M8', 'BN-001'), product(2, 'Copper wire', 'CW-STEEL-9')])),
    at(2, product(3, 'Steel nut', 'BN-002', 'Inactive')),
    // A stock-history page sits under the same family: not products, never a hit.
    at(3, page([{ ProductID: 1, Quantity: 4, Reason: 'steel' }])),
  ],
  category: [
    at(1, [
      { CategoryID: 7, CategoryName: 'Fasteners', CategoryCode: 'STEEL-FAST', Status: 'Active' },
      { CategoryID: 8, CategoryName: 'Old steel', CategoryCode: 'OLD', Status: 'Inactive' },
    ]),
  ],
  po: [at(1, page([{ poId: 'p1', poNumber: 'PO-2026-000123', vendorName: 'Steel Traders', status: 'Draft' }]))],
  order: [at(1, page([{ OrderID: 'o1', OrderNumber: 'ORD-2026-000042', Status: 'Pending Approval' }]))],
  supplier: [at(1, { id: 's1', name: 'Steelworks Pune', status: 'Active', email: 'x@example.com' })],
  rfq: [at(1, page([{ RFQID: 'r1', rfqNumber: 'RFQ-2026-000001', title: 'Steel sheets', status: 'Sent' }]))],
}

const titles = (hits: ReturnType<typeof matchCached>) => hits.map((h) => [h.kind, h.title, h.href])

describe('matchCached', () => {
  it('finds every kind a buyer may see by its fields, grouped in kind order, titles in order, active catalogue only', () => {
    expect(titles(matchCached(saved, '  STEEL ', 'buyer', 5))).toEqual([
      ['product', 'Copper wire', '/Product-Detail/2'],
      ['product', 'Steel bolt M8', '/Product-Detail/1'],
      ['category', 'Fasteners', '/catalogue?category=7'],
      ['po', 'PO-2026-000123', '/Manage-PO/Create-PO?id=p1'],
      ['supplier', 'Steelworks Pune', '/Manage-Supply-Partner/s1'],
      ['rfq', 'RFQ-2026-000001', '/Create-New-RFQ?id=r1'],
    ])
  })

  it('answers the hits as the server shows them (subtitle with status)', () => {
    expect(matchCached(saved, 'ord-2026', 'buyer', 5)).toEqual([
      {
        kind: 'order',
        id: 'o1',
        title: 'ORD-2026-000042',
        subtitle: 'Pending Approval',
        href: '/order_detail?OrderID=o1',
      },
    ])
    expect(matchCached(saved, 'sheets', 'approver', 5)).toEqual([
      {
        kind: 'rfq',
        id: 'r1',
        title: 'RFQ-2026-000001',
        subtitle: 'Steel sheets · Sent',
        href: '/Create-New-RFQ?id=r1',
      },
    ])
  })

  it('shows a catalogue manager inactive products and categories with their forms, and no POs or RFQs', () => {
    expect(titles(matchCached(saved, 'steel', 'catalogue_manager', 5))).toEqual([
      ['product', 'Copper wire', '/Update-Product/2'],
      ['product', 'Steel bolt M8', '/Update-Product/1'],
      ['product', 'Steel nut', '/Update-Product/3'],
      ['category', 'Fasteners', '/Update-Category/7'],
      ['category', 'Old steel', '/Update-Category/8'],
      ['supplier', 'Steelworks Pune', '/Manage-Supply-Partner/s1'],
    ])
  })

  it('shows warehouse the POs it reads and no RFQs', () => {
    expect(titles(matchCached(saved, 'steel', 'warehouse', 5)).map(([kind]) => kind)).toEqual([
      'product',
      'product',
      'category',
      'po',
      'supplier',
    ])
  })

  it('gives each record once, as its newest answer has it', () => {
    const cached: CachedAnswers = {
      product: [
        at(5, product(1, 'Steel bolt M10', 'BN-001')),
        at(1, page([product(1, 'Steel bolt M8', 'BN-001'), product(4, 'Steel washer', 'SW-1')])),
        at(9, product(4, 'Brass washer', 'SW-1')),
      ],
    }
    expect(titles(matchCached(cached, 'steel', 'buyer', 5))).toEqual([
      ['product', 'Steel bolt M10', '/Product-Detail/1'],
    ])
    const deactivated: CachedAnswers = {
      product: [at(1, product(1, 'Steel bolt', 'BN-001')), at(2, product(1, 'Steel bolt', 'BN-001', 'Inactive'))],
    }
    expect(matchCached(deactivated, 'steel', 'buyer', 5)).toEqual([])
  })

  it('keeps to the limit of each kind and finds nothing for blank text or text found nowhere', () => {
    const many: CachedAnswers = {
      product: [at(1, page(Array.from({ length: 8 }, (_, i) => product(i + 1, `Bolt ${i + 1}`, `B-${i + 1}`))))],
    }
    expect(matchCached(many, 'bolt', 'buyer', 3).map((h) => h.title)).toEqual(['Bolt 1', 'Bolt 2', 'Bolt 3'])
    expect(matchCached(saved, '   ', 'buyer', 5)).toEqual([])
    expect(matchCached(saved, 'zqxj', 'admin', 5)).toEqual([])
    expect(matchCached({}, 'steel', 'admin', 5)).toEqual([])
  })
})
