import { v7 as uuidv7 } from 'uuid'
import * as v from 'valibot'
import type { PurchaseOrder } from '../../src/shared/po-read-schemas'
import { CreatePoSchema, UpdatePoStatusSchema } from '../../src/shared/po-schemas'
import { PO_TRANSITIONS, type PoStatus } from '../../src/shared/po-status'
import type { Role } from '../../src/shared/roles'
import { gstinCheckChar } from '../../src/shared/supplier-gstin'
import { SupplierCreateSchema, SupplierStatusUpdateSchema } from '../../src/shared/supplier-schemas'
import type { Actor } from '../lib/app-env'
import { recordPoDelivery } from '../modules/purchase-orders/deliveries'
import { updatePoStatus } from '../modules/purchase-orders/lifecycle'
import { createPurchaseOrder } from '../modules/purchase-orders/service'
import { listUnits } from '../modules/purchase-orders/units'
import { createSupplier, updateSupplierStatus } from '../modules/suppliers/service'
import type { Db } from './client'
import { DEMO_POS, DEMO_VENDORS, type DemoPo } from './seed-purchase-orders-data'

/** A demo user the seed acts as, so every record and audit entry names a real person. */
export interface SeedUser {
  id: string
  email: string
  fullName: string
  role: Role
}

const DAY = 24 * 60 * 60 * 1000
const isoDay = (when: Date) => when.toISOString().slice(0, 10)
const MAIN_PATH: readonly PoStatus[] = ['Pending Approval', 'Approved', 'Issued', 'Fully Delivered', 'Closed']

/** The moves that take a Draft to a status, in order. */
function pathTo(status: PoStatus): PoStatus[] {
  if (status === 'Cancelled') return ['Cancelled']
  if (status === 'Rejected') return ['Pending Approval', 'Rejected']
  if (status === 'Partially Delivered') return ['Pending Approval', 'Approved', 'Issued', 'Partially Delivered']
  return MAIN_PATH.slice(0, MAIN_PATH.indexOf(status) + 1)
}

/** The role the lifecycle gives a move to (buyer, approver or warehouse). */
function roleFor(from: PoStatus, to: PoStatus): Role {
  const role = PO_TRANSITIONS.find((t) => t.from === from && t.to === to)?.by[0]
  if (!role) throw new Error(`the lifecycle has no move from ${from} to ${to}`)
  return role
}

/** Registers the demo supply partners and has the approver activate them, as the screens would. */
async function seedVendors(db: Db, buyer: Actor, approver: Actor): Promise<Map<string, string>> {
  const ids = new Map<string, string>()
  for (const vendor of DEMO_VENDORS) {
    const first14 = `${vendor.state}${vendor.pan}1Z`
    const created = await createSupplier(
      db,
      buyer,
      v.parse(SupplierCreateSchema, {
        id: uuidv7(),
        name: vendor.name,
        contactPerson: vendor.contact,
        email: `orders@${vendor.key}.example.in`,
        phone: vendor.phone,
        gstin: `${first14}${gstinCheckChar(first14)}`,
        pan: vendor.pan,
        billingAddress: `${vendor.name}, ${vendor.city}`,
        paymentTerms: vendor.terms,
      }),
    )
    const activate = { id: created.id, status: 'Active', remarks: 'Documents verified' }
    await updateSupplierStatus(db, approver, v.parse(SupplierStatusUpdateSchema, activate))
    ids.set(vendor.key, created.id)
  }
  return ids
}

/** The add-po payload of a demo PO raised on `created`. */
function poBody(demo: DemoPo, created: Date, vendorId: string | undefined, units: Map<string, number>) {
  return v.parse(CreatePoSchema, {
    poId: uuidv7(),
    PoDate: isoDay(created),
    vendorName: vendorId,
    supplyPartnerContact: DEMO_VENDORS.find((x) => x.key === demo.vendor)?.contact ?? '',
    billingAddress: 'Demo Supplies, 1 MG Road, Pune 411001',
    deliveryAddress: 'Central Warehouse, Plot 14, Chakan MIDC, Pune 410501',
    purchaseType: demo.type,
    PaymentTerms: 'Net 30',
    deliveryDate: isoDay(new Date(created.getTime() + demo.deliverIn * DAY)),
    shippingMode: 'Road',
    poValidity: isoDay(new Date(created.getTime() + 30 * DAY)),
    products: demo.lines.map((line) => ({
      Particular: line.item,
      ItemDescription: line.spec,
      Quantity: line.qty,
      UOMID: units.get(line.unit),
      BudgetedRate: line.rate,
      GSTPercentage: `${line.gst}%`,
    })),
  })
}

/**
 * The demo supply partners and purchase orders: about a dozen POs across every status, made
 * through the purchase-order services at past dates, so numbers, totals, deliveries and audit
 * entries are what the screens would have produced.
 */
export async function seedDemoPurchaseOrders(db: Db, tenantId: string, users: readonly SeedUser[], now: Date) {
  const as = (role: Role): Actor => {
    const user = users.find((u) => u.role === role)
    if (!user) throw new Error(`the demo seed has no ${role}`)
    return { userId: user.id, tenantId, email: user.email, fullName: user.fullName, role, sessionIdHash: '' }
  }
  const vendors = await seedVendors(db, as('buyer'), as('approver'))
  const units = new Map((await listUnits(db, tenantId)).map((u) => [u.name, u.id]))
  for (const demo of DEMO_POS) {
    const created = new Date(now.getTime() - demo.daysAgo * DAY)
    const creator = as(demo.by)
    let po: PurchaseOrder = await createPurchaseOrder(
      db,
      creator,
      poBody(demo, created, vendors.get(demo.vendor), units),
      created,
    )
    for (const [step, to] of pathTo(demo.status).entries()) {
      // Each move a day and a half after the one before, never later than a minute ago.
      const at = new Date(Math.min(now.getTime() - 60_000, created.getTime() + (step + 1) * 1.5 * DAY))
      const role = roleFor(po.status, to)
      const actor = role === 'buyer' ? creator : as(role)
      if (to === 'Partially Delivered') {
        const lines = po.products.map((l) => ({ lineId: l.LineID, quantity: Math.ceil(l.Quantity / 2) }))
        const receipt = { poId: po.poId, deliveryId: uuidv7(), lines, remarks: 'First consignment received' }
        po = await recordPoDelivery(db, actor, receipt, at)
      } else {
        const remarks = to === demo.status ? (demo.remarks ?? '') : ''
        po = await updatePoStatus(db, actor, v.parse(UpdatePoStatusSchema, { poId: po.poId, status: to, remarks }), at)
      }
    }
  }
}
