import * as v from 'valibot'
import type { PoRow } from '../../shared/po-read-schemas'
import { CreatePoSchema, UpdatePoSchema, UpdatePoStatusSchema } from '../../shared/po-schemas'
import { poTotalValue } from '../../shared/po-view'
import { type PendingWrite, writesOf } from './pending-write'
import { PO_OPS, type PoLookups } from './po-overlay'

/** A list row as shown: `pendingSince` is when the oldest unsent change to the PO was made. */
export interface PendingPoRow extends PoRow {
  pendingSince: number | null
}

/** One row after one pending write; undefined while the PO does not exist (an edit of a PO this page never saw). */
function applyToRow(row: PendingPoRow | undefined, write: PendingWrite, lookups: PoLookups): PendingPoRow | undefined {
  const at = write.createdAt
  const stamp = (r: PendingPoRow): PendingPoRow => ({
    ...r,
    lastUpdated: new Date(at).toISOString(),
    pendingSince: r.pendingSince ?? at,
  })
  if (write.op === 'add-po') {
    const input = v.safeParse(CreatePoSchema, write.payload)
    if (row || !input.success) return row
    const po = input.output
    return stamp({
      poId: po.poId,
      poNumber: po.poNumber,
      vendorId: po.vendorName,
      vendorName: lookups.vendorName?.(po.vendorName) ?? '',
      poDate: po.PoDate,
      status: 'Draft',
      totalValue: poTotalValue(po.products),
      deliveryDate: po.deliveryDate,
      createdById: lookups.user.id,
      createdBy: lookups.user.name,
      lastUpdated: '',
      pendingSince: null,
    })
  }
  if (!row) return row
  if (write.op === 'update-po') {
    const input = v.safeParse(UpdatePoSchema, write.payload)
    if (!input.success) return row
    const po = input.output
    return stamp({
      ...row,
      poNumber: po.poNumber === '' ? row.poNumber : po.poNumber,
      vendorId: po.vendorName,
      vendorName: lookups.vendorName?.(po.vendorName) ?? row.vendorName,
      poDate: po.PoDate,
      totalValue: poTotalValue(po.products),
      deliveryDate: po.deliveryDate,
    })
  }
  if (write.op === 'update-po-status') {
    const input = v.safeParse(UpdatePoStatusSchema, write.payload)
    return input.success ? stamp({ ...row, status: input.output.status }) : row
  }
  // A delivery's effect on the status depends on the lines, which a row lacks: the detail view shows it.
  return stamp(row)
}

/**
 * A PO list page as shown: rows with their pending writes applied, and POs made offline first
 * (only those `showNew` accepts, e.g. the current tab's statuses and search).
 */
export function applyPendingPoList(
  rows: readonly PoRow[],
  entries: readonly PendingWrite[],
  lookups: PoLookups,
  showNew: (row: PoRow) => boolean = () => true,
): PendingPoRow[] {
  const byScope = new Map<string, PendingWrite[]>()
  for (const write of writesOf(entries, PO_OPS)) byScope.set(write.scope, [...(byScope.get(write.scope) ?? []), write])
  const fold = (row: PendingPoRow | undefined, writes: readonly PendingWrite[]) =>
    writes.reduce<PendingPoRow | undefined>((r, w) => applyToRow(r, w, lookups), row)
  const shown = rows.map(
    (row) =>
      fold({ ...row, pendingSince: null }, byScope.get(`po:${row.poId}`) ?? []) ?? { ...row, pendingSince: null },
  )
  const known = new Set(rows.map((r) => `po:${r.poId}`))
  const made: PendingPoRow[] = []
  for (const [scope, writes] of byScope) {
    if (known.has(scope)) continue
    const row = fold(undefined, writes)
    if (row && showNew(row)) made.push(row)
  }
  return [...made.sort((a, b) => (b.pendingSince ?? 0) - (a.pendingSince ?? 0)), ...shown]
}
