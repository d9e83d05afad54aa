import { count } from 'drizzle-orm'
import type { Role } from '../../src/shared/roles'
import { createTenant, createUser } from '../modules/users/service'
import type { Db } from './client'
import { tenants } from './schema/tenants'
import { seedDemoCatalogue } from './seed-catalogue'
import { type SeedUser, seedDemoPurchaseOrders } from './seed-purchase-orders'

/** Password of every demo account. */
export const DEMO_PASSWORD = 'Demo@12345'

/** The demo accounts: one per role (three approvers, for multi-level approval and delegation), plus an invited one that signs in with a code. */
export const DEMO_USERS: ReadonlyArray<{ email: string; fullName: string; role: Role; invited?: boolean }> = [
  { email: 'admin@demo.local', fullName: 'Asha Admin', role: 'admin' },
  { email: 'buyer@demo.local', fullName: 'Bharat Buyer', role: 'buyer' },
  { email: 'catalogue@demo.local', fullName: 'Chitra Catalogue', role: 'catalogue_manager' },
  { email: 'approver@demo.local', fullName: 'Arjun Approver', role: 'approver' },
  { email: 'warehouse@demo.local', fullName: 'Wasim Warehouse', role: 'warehouse' },
  { email: 'approver2@demo.local', fullName: 'Anita Approver', role: 'approver' },
  { email: 'delegate@demo.local', fullName: 'Deepak Delegate', role: 'approver' },
  { email: 'invited@demo.local', fullName: 'Isha Invited', role: 'buyer', invited: true },
]

/**
 * Seeds the demo tenant on localhost and 127.0.0.1 when the database has no tenant; true when it did.
 * Its demo data (catalogue with product images, supply partners and purchase orders)
 * is left out when `catalogue` is false.
 */
export async function seedIfEmpty(db: Db, options: { catalogue?: boolean } = {}): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(tenants)
  if ((row?.n ?? 0) > 0) return false
  const tenant = await createTenant(db, { name: 'Demo Supplies', domains: ['localhost', '127.0.0.1'] })
  const created: SeedUser[] = []
  for (const user of DEMO_USERS) {
    const account = await createUser(db, {
      tenantId: tenant.id,
      email: user.email,
      fullName: user.fullName,
      role: user.role,
      password: user.invited ? undefined : DEMO_PASSWORD,
    })
    if (!user.invited)
      created.push({ id: account.id, email: account.email, fullName: account.fullName, role: user.role })
  }
  if (options.catalogue !== false) {
    const now = new Date()
    await seedDemoCatalogue(db, tenant.id, now)
    await seedDemoPurchaseOrders(db, tenant.id, created, now)
  }
  return true
}
