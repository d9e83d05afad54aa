/**
 * A document in words: its kind, then its number ('Order ORD-2026-0007', 'Product Steel bolt'),
 * or the number alone when it already starts with the kind ('PO-2026-000014', never
 * 'PO PO-2026-000014'; 'RFQ-2026-0003' for an RfQ).
 */
export function documentLabel(kind: string, number: string): string {
  const prefix = kind.trim().toLowerCase()
  const said = number.trim().toLowerCase()
  const named = prefix !== '' && said.startsWith(prefix) && /^[\s\-/#]/.test(said.slice(prefix.length))
  return named ? number.trim() : `${kind} ${number}`
}
