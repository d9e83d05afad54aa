import { CATALOGUE_WRITERS } from './catalogue-access'
import { poLink } from './dashboard-links'
import { PO_READERS } from './po-access'
import { RFQ_READERS } from './rfq-access'
import { hasRole, type Role } from './roles'
import type { SearchHit, SearchKind } from './search-schemas'

// What one search hit of each kind shows and opens, and which kinds a role may see: the server's
// search (server/modules/search/service.ts) and the spotlight's offline search over saved data
// (src/features/search/offline-matcher.ts) build their hits here, so both answer alike.

/** The kinds of hits a role may see: POs for the roles that read POs, RFQs for those that read RFQs. */
export function searchKindsFor(role: Role): ReadonlySet<SearchKind> {
  const kinds = new Set<SearchKind>(['product', 'category', 'order', 'supplier'])
  if (hasRole(role, PO_READERS)) kinds.add('po')
  if (hasRole(role, RFQ_READERS)) kinds.add('rfq')
  return kinds
}

/** True for the roles that keep the catalogue: they see inactive products and categories and open their forms. */
export const keepsCatalogue = (role: Role): boolean => hasRole(role, CATALOGUE_WRITERS)

/** A product: its form for those who keep the catalogue (with its status), else the shop's page. */
export const productHit = (
  p: { id: number; name: string; sku: string; status: string },
  writer: boolean,
): SearchHit => ({
  kind: 'product',
  id: String(p.id),
  title: p.name,
  subtitle: writer ? `SKU ${p.sku} · ${p.status}` : `SKU ${p.sku}`,
  href: writer ? `/Update-Product/${p.id}` : `/Product-Detail/${p.id}`,
})

/** A category: its form for those who keep the catalogue, else the shop filtered by it. */
export const categoryHit = (c: { id: number; name: string; code: string }, writer: boolean): SearchHit => ({
  kind: 'category',
  id: String(c.id),
  title: c.name,
  subtitle: c.code,
  href: writer ? `/Update-Category/${c.id}` : `/catalogue?category=${c.id}`,
})

/** A purchase order: its own screen. */
export const poHit = (po: { id: string; number: string; vendorName: string; status: string }): SearchHit => ({
  kind: 'po',
  id: po.id,
  title: po.number,
  subtitle: `${po.vendorName} · ${po.status}`,
  href: poLink(po.id),
})

/** An order: its detail page. */
export const orderHit = (o: { id: string; number: string; status: string }): SearchHit => ({
  kind: 'order',
  id: o.id,
  title: o.number,
  subtitle: o.status,
  href: `/order_detail?OrderID=${o.id}`,
})

/** A supply partner: its page. */
export const supplierHit = (s: { id: string; name: string; status: string }): SearchHit => ({
  kind: 'supplier',
  id: s.id,
  title: s.name,
  subtitle: s.status,
  href: `/Manage-Supply-Partner/${s.id}`,
})

/** An RFQ (status as it reads now): its page, the form for a Draft, else the RFQ with its responses. */
export const rfqHit = (r: { id: string; number: string; title: string; status: string }): SearchHit => ({
  kind: 'rfq',
  id: r.id,
  title: r.number,
  subtitle: `${r.title} · ${r.status}`,
  href: `/Create-New-RFQ?id=${r.id}`,
})

/** Hits of one kind in title order. */
export const byTitle = (a: SearchHit, b: SearchHit): number => a.title.localeCompare(b.title)
