import { type Checked, checkWith } from '../../../components/form-kit/schema-check'
import type { PoLine } from '../../../shared/po-read-schemas'
import { type RecordPoDeliveryInput, RecordPoDeliverySchema } from '../../../shared/po-schemas'
import { exceedsRemaining, remainingLines, remainingOf } from '../../../shared/po-view'

/** What the delivery dialog needs of a line. */
export type DeliveryLine = Pick<PoLine, 'LineID' | 'Particular' | 'UOMName' | 'Quantity' | 'DeliveredQuantity'>

/** The lines that still wait for goods. */
export function openLines<T extends DeliveryLine>(lines: readonly T[]): T[] {
  return lines.filter((line) => remainingOf(line) > 0)
}

/** What the dialog's inputs hold, by LineID. */
export type DeliveryQuantities = Record<string, number | string>

/** A quantity for each open line: what remains of it (the common case is receiving everything). */
export function everythingRemaining(lines: readonly DeliveryLine[]): DeliveryQuantities {
  return Object.fromEntries(remainingLines(lines).map((line) => [line.lineId, line.quantity]))
}

function lineProblem(line: DeliveryLine, raw: number | string | undefined): string | null {
  if (raw === undefined || raw === '') return null
  const quantity = typeof raw === 'number' ? raw : Number(raw)
  if (!Number.isFinite(quantity)) return 'Enter a number'
  if (quantity < 0) return 'Cannot be negative'
  if (Math.abs(quantity * 1000 - Math.round(quantity * 1000)) > 1e-6) return 'At most three decimals'
  if (exceedsRemaining(line, quantity)) {
    return `${line.Particular}: only ${remainingOf(line)} ${line.UOMName} are still to be delivered`
  }
  return null
}

/**
 * The goods receipt to send: every open line with a quantity above 0, none above what remains, at
 * least one line; `deliveryId` is made when the dialog opens, so a replay records it once. Errors are
 * by LineID, and under `form` for the whole.
 */
export function deliveryBody(
  poId: string,
  lines: readonly DeliveryLine[],
  quantities: DeliveryQuantities,
  deliveryId: string,
  remarks: string,
): Checked<RecordPoDeliveryInput> {
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
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const checked = checkWith(RecordPoDeliverySchema, { poId, deliveryId, lines: received, remarks }, [])
  return checked.ok
    ? checked
    : { ok: false, errors: { form: Object.values(checked.errors)[0] ?? 'Check the quantities' } }
}
