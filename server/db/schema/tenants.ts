import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** A customer organisation; every record belongs to exactly one. */
export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  /** The address e-mailed links point at (https://buy.example.com); null: the server's PUBLIC_URL. */
  publicUrl: text('public_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The host names a tenant is served on; the `Domain` header resolves through them. */
export const tenantDomains = pgTable('tenant_domains', {
  domain: text('domain').primaryKey(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
})
