import * as v from 'valibot'
import type { PoLine } from '../../../shared/po-read-schemas'
import { type RecordPoDeliveryInput, RecordPoDeliverySchema } from '../../../shared/po-schemas'

/** What the delivery dialog needs of a line. */
export type DeliveryLine = Pick<PoLine, 'LineID' | 'Particular' | 'UOMName' | 'Quantity' | 'DeliveredQuantity'>

/** Quantities compared in thousandths, the precision of the quantity columns, so 0.1 + 0.2 is 0.3. */
const milli = (n: number) => Math.round(n * 1000)

/** What is still to be delivered of a line. */
export function remainingOf(line: DeliveryLine): number {
  return Math.max(0, milli(line.Quantity) - milli(line.DeliveredQuantity)) / 1000
}

/** The lines that still wait for goods. */
export function openLines<T extends DeliveryLine>(lines: readonly T[]): T[] {
  return lines.filter((line) => remainingOf(line) > 0)
}

/** What the dialog's inputs hold, by LineID. */
export type DeliveryQuantities = Record<string, number | string>

/** A quantity for each open line: what remains of it (the common case is receiving everything). */
export function everythingRemaining(lines: readonly DeliveryLine[]): DeliveryQuantities {
  return Object.fromEntries(openLines(lines).map((line) => [line.LineID, remainingOf(line)]))
}

/** The record-po-delivery body, or the errors by LineID (and `form` for the whole) that stop it. */
export type DeliveryBodyResult =
  | { ok: true; body: RecordPoDeliveryInput }
  | { ok: false; errors: Record<string, string>; first: string }

function lineProblem(line: DeliveryLine, raw: number | string | undefined): string | null {
  if (raw === undefined || raw === '') return null
  const quantity = typeof raw === 'number' ? raw : Number(raw)
  if (!Number.isFinite(quantity)) return 'Enter a number'
  if (quantity < 0) return 'Cannot be negative'
  if (Math.abs(quantity * 1000 - Math.round(quantity * 1000)) > 1e-6) return 'At most three decimals'
  const left = remainingOf(line)
  if (milli(quantity) > milli(left)) return `${line.Particular}: only ${left} ${line.UOMName} are still to be delivered`
  return null
}

/**
 * The goods receipt to send: every open line with a quantity above 0, none above what remains, at
 * least one line; `deliveryId` is made when the dialog opens, so a replay records it once.
 */
export function deliveryBody(
  poId: string,
  lines: readonly DeliveryLine[],
  quantities: DeliveryQuantities,
  deliveryId: string,
  remarks: string,
): DeliveryBodyResult {
  const errors: Record<string, string> = {}
  const received: Array<{ lineId: string; quantity: number }> = []
  for (const line of openLines(lines)) {
    const raw = quantities[line.LineID]
    const problem = lineProblem(line, raw)
    if (problem) errors[line.LineID] = problem
    else if (raw !== undefined && raw !== '' && Number(raw) > 0)
      received.push({ lineId: line.LineID, quantity: Number(raw) })
  }
  if (Object.keys(errors).length === 0 && received.length === 0) {
    errors.form = 'Enter a delivered quantity for at least one line'
  }
  const [first] = Object.values(errors)
  if (first !== undefined) return { ok: false, errors, first }
  const parsed = v.safeParse(RecordPoDeliverySchema, { poId, deliveryId, lines: received, remarks })
  if (!parsed.success) return { ok: false, errors: { form: parsed.issues[0].message }, first: parsed.issues[0].message }
  return { ok: true, body: parsed.output }
}
