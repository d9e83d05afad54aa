/** A decision on a document someone raised: approving it or rejecting it. */
export type Decision = 'approve' | 'reject'

/** The documents people raise and others decide on. */
export type RaisedDocument = 'order' | 'purchase order' | 'supply partner'

const RAISED: Record<RaisedDocument, string> = {
  order: 'an order you placed',
  'purchase order': 'a purchase order you raised',
  'supply partner': 'a supply partner you registered',
}

/**
 * Segregation of duties, the one rule: nobody approves or rejects a document they raised. Answers
 * why a decision is refused, or null when the move decides nothing or the reader did not raise the
 * document. The approvals engine (issue 14) takes this rule over; until then every module asks here.
 */
export function ownDecisionRefusal(
  document: RaisedDocument,
  decision: Decision | undefined,
  raisedByReader: boolean,
): string | null {
  if (decision === undefined || !raisedByReader) return null
  return `You cannot ${decision} ${RAISED[document]}.`
}
