import { type Decision, ownDecisionRefusal, type RaisedDocument } from '../../src/shared/own-decision'
import { forbidden } from './errors'

/**
 * Segregation of duties on the server: 403 with the reason when a move would approve or reject a
 * document the actor raised. Every module's lifecycle calls this before writing anything; the
 * approvals engine (issue 14) replaces it.
 */
export function refuseOwnDecision(document: RaisedDocument, decision: Decision | undefined, raisedByActor: boolean) {
  const refusal = ownDecisionRefusal(document, decision, raisedByActor)
  if (refusal) throw forbidden(refusal)
}
