import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { tenants } from './tenants'
import { users } from './users'

/** What a stored document is attached to: a PO line (or an RFQ the staff wrote), or a partner's quote through its link. */
export type DocumentKind = 'po-line' | 'rfq-quote'

/**
 * Private documents (PO line files) each tenant stored. The bytes are kept by content hash
 * (server/lib/document-store.ts); a row says which tenant may read them, so /files/docs/<name> serves a
 * document only to that tenant's users and a DocumentPath names only a file the tenant uploaded.
 */
export const storedDocuments = pgTable(
  'stored_documents',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** `<sha256>.<extension>` of the stored bytes. */
    name: text('name').notNull(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] })],
)
