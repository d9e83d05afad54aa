import { type Checked, checkWith } from '../../../components/form-kit/schema-check'
import { addDays } from '../../../lib/day-range'
import { type SetDelegationInput, SetDelegationSchema } from '../../../shared/approval-request-schemas'

/** The delegation form's values: the delegate's id and the days, YYYY-MM-DD ('' when not chosen). */
export interface DelegationFormValues {
  delegateId: string
  from: string
  to: string
}

/** The fields the delegation form shows. */
export const DELEGATION_FIELDS = ['delegateId', 'from', 'to'] as const

/** A new delegation: no delegate yet, for a week from today (the usual absence; both days can be changed). */
export const newDelegation = (today: string): DelegationFormValues => ({
  delegateId: '',
  from: today,
  to: addDays(today, 6),
})

/** The form's values as the set-approval-delegation body, checked with the server's schema. */
export function delegationWrite(values: DelegationFormValues): Checked<SetDelegationInput> {
  return checkWith(SetDelegationSchema, values, DELEGATION_FIELDS)
}
