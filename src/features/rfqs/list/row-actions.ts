import { RFQ_WRITERS } from '../../../shared/rfq-access'
import type { RfqManualStatus, RfqStatus } from '../../../shared/rfq-status'
import { isRfqTransition } from '../../../shared/rfq-status'
import { hasRole, type Role } from '../../../shared/roles'

/** A status move offered on a row, with what its dialog asks. */
export interface RfqMove {
  action: 'Close for bids' | 'Cancel RFQ'
  to: RfqManualStatus
  question: string
  danger: boolean
}

const CLOSE: RfqMove = {
  action: 'Close for bids',
  to: 'Closed for bids',
  question: 'Close this RFQ for bids before its deadline? Partners can no longer respond and the quotes are unsealed.',
  danger: false,
}

const CANCEL: RfqMove = {
  action: 'Cancel RFQ',
  to: 'Cancelled',
  question: 'Cancel this RFQ? Invited partners can no longer respond and it cannot be reopened.',
  danger: true,
}

/** What one user may do with one RFQ of the list. */
export interface RfqRowOptions {
  /** Open it in the form: 'Edit' for a Draft the user may write, else 'View'. */
  open: 'Edit' | 'View'
  /** Send the Draft to its partners. */
  send: boolean
  /** Open the offers: the comparison exists once the quotes are unsealed (closed for bids, evaluated, awarded). */
  offers: boolean
  /** Close early or cancel, each only where the lifecycle allows it. */
  moves: RfqMove[]
}

/** Statuses whose quotes are unsealed, so the offers screen compares them. */
export const OFFER_STATUSES: readonly RfqStatus[] = ['Closed for bids', 'Under Evaluation', 'Awarded']

/**
 * The row actions of an RFQ for a role: every reader views it and its offers once unsealed; writers
 * also edit and send Drafts, close Sent ones early and cancel what is still open.
 */
export function rfqRowOptions(status: RfqStatus, role: Role | undefined): RfqRowOptions {
  const offers = OFFER_STATUSES.includes(status)
  if (!hasRole(role, RFQ_WRITERS)) return { open: 'View', send: false, offers, moves: [] }
  return {
    open: status === 'Draft' ? 'Edit' : 'View',
    send: status === 'Draft',
    offers,
    moves: [CLOSE, CANCEL].filter((move) => isRfqTransition(status, move.to)),
  }
}
