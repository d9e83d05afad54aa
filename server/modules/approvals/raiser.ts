import { type Decision, ownDecisionRefusal, type RaisedDocument } from '../../../src/shared/approval-rules'
import { forbidden } from '../../lib/errors'

/**
 * Segregation of duties on the server: 403 with the reason when a move would approve, reject or
 * send back a document the actor raised. The engine asks this for every decision, and so does every
 * lifecycle for the decisions it still makes itself (a type whose workflow is Off).
 */
export function refuseOwnDecision(document: RaisedDocument, decision: Decision | undefined, raisedByActor: boolean) {
  const refusal = ownDecisionRefusal(document, decision, raisedByActor)
  if (refusal) throw forbidden(refusal)
}
