import { remainingOf } from '../../../shared/po-view'
import type { DeliveryLine, DeliveryQuantities } from './delivery-values'

/** What scanning needs of a line: the delivery fields and, when the PO has it, the line's description. */
export type ScanLine = DeliveryLine & { ItemDescription?: string }

/** A scanned code matched to the PO's lines. */
export type ScanMatch<T extends ScanLine> =
  | { kind: 'line'; line: T }
  | { kind: 'unknown'; code: string }
  | { kind: 'ambiguous'; code: string; count: number }

const norm = (text: string) => text.trim().toLowerCase()

/** Shorter codes ("4", "in") would match words of ordinary names, so a code inside a name is at least this long. */
const MIN_TOKEN = 3

/** The words of a line's name and description, split where a label would separate a code ("SKU: AG-4", "(AG-4)"). */
function tokensOf(line: ScanLine): Set<string> {
  const text = `${line.Particular} ${line.ItemDescription ?? ''}`
  return new Set(
    norm(text)
      .split(/[\s,;:()[\]{}"'|]+/)
      .filter((word) => word.length >= MIN_TOKEN),
  )
}

/**
 * The open line a scanned code names. PO lines hold no catalogue link, so a code names a line by
 * its line ID or its whole product name (case-insensitive), else by a word of its name or
 * description (an SKU written there, e.g. "Angle grinder (AG-850)"). Two lines at the best of
 * those tiers are reported, not guessed between.
 */
export function matchCode<T extends ScanLine>(lines: readonly T[], raw: string): ScanMatch<T> {
  const code = norm(raw)
  if (!code) return { kind: 'unknown', code: raw.trim() }
  const exact = lines.filter((line) => norm(line.LineID) === code || norm(line.Particular) === code)
  const tier =
    exact.length > 0 ? exact : code.length >= MIN_TOKEN ? lines.filter((line) => tokensOf(line).has(code)) : []
  const [first] = tier
  if (!first) return { kind: 'unknown', code: raw.trim() }
  if (tier.length > 1) return { kind: 'ambiguous', code: raw.trim(), count: tier.length }
  return { kind: 'line', line: first }
}

const milli = (n: number) => Math.round(n * 1000)

/** The outcome of one counted read: the new quantities and what to announce. */
export interface ScanStep {
  quantities: DeliveryQuantities
  added: boolean
  message: string
}

/** What the input holds as a number; empty or not a number counts as nothing received yet. */
function currentOf(raw: number | string | undefined): number {
  const value = typeof raw === 'number' ? raw : Number(raw ?? '')
  return Number.isFinite(value) && value > 0 ? value : 0
}

/** Adds one to a line's "Received now", never beyond what remains of it, and says what happened. */
export function addOne(quantities: DeliveryQuantities, line: DeliveryLine): ScanStep {
  const left = remainingOf(line)
  const now = currentOf(quantities[line.LineID])
  if (milli(now) >= milli(left)) {
    return { quantities, added: false, message: `All ${left} of ${line.Particular} are already received` }
  }
  const next = Math.min(milli(now) + 1000, milli(left)) / 1000
  return {
    quantities: { ...quantities, [line.LineID]: next },
    added: true,
    message: `${line.Particular}: ${next} of ${left} received now`,
  }
}

/** What a scanned code does to the dialog: the quantities after it and the announcement. */
export function applyScan<T extends ScanLine>(
  lines: readonly T[],
  quantities: DeliveryQuantities,
  code: string,
): ScanStep & { lineId: string | null } {
  const match = matchCode(lines, code)
  if (match.kind === 'unknown') {
    return { quantities, added: false, lineId: null, message: `No line on this PO for code ${match.code}` }
  }
  if (match.kind === 'ambiguous') {
    return {
      quantities,
      added: false,
      lineId: null,
      message: `Code ${match.code} fits ${match.count} lines on this PO: enter the quantity by hand`,
    }
  }
  return { ...addOne(quantities, match.line), lineId: match.line.LineID }
}

/** How long the same code, seen again and again, counts once: a camera reads a held code many times a second. */
export const REPEAT_WINDOW_MS = 1500

/**
 * A filter over camera reads: true when a read counts. The same code counts again only after it
 * has been out of sight for the window (every sighting restarts it), so holding the camera on one
 * box adds one; another code counts at once.
 */
export function repeatFilter(windowMs = REPEAT_WINDOW_MS): (code: string, at: number) => boolean {
  let last: { code: string; at: number } | null = null
  return (code, at) => {
    const counts = !last || last.code !== code || at - last.at >= windowMs
    last = { code, at }
    return counts
  }
}
