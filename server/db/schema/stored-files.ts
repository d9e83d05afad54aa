import { customType, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { tenants } from './tenants'

/** PostgreSQL `bytea` as a Node Buffer (PGlite answers a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/**
 * The bytes of every stored file (product images and their thumbnails, PO documents), per tenant,
 * by a name made of the SHA-256 of the content (`products/<sha256>.png`, `docs/<sha256>.pdf`): the
 * same bytes stored twice by one tenant are one row. Kept in the database so that any server
 * process serves any file and a database backup holds everything (server/lib/file-store.ts).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** `<area>/<name>`, e.g. `products/<sha256>.thumb.webp`: the URL path below /files/. */
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.path] })],
)
