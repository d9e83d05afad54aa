import type { FormErrors } from '@mantine/form'
import type * as v from 'valibot'
import { answerErrors } from '../components/form-kit/field-errors'
import { checkWith, errorsOf } from '../components/form-kit/schema-check'

// The checkout page's names for the form kit's checks; it moves onto the kit (components/form-kit) itself.

/** Mantine form errors from a valibot schema: the first message for each field path. */
export const valibotFormErrors = (schema: v.GenericSchema, values: unknown): FormErrors =>
  errorsOf(checkWith(schema, values, []))

/** Mantine form errors from a server's `{ field: [messages] }` answer, first message per field. */
export const serverFormErrors = (errors: Record<string, string[]> | undefined): FormErrors => answerErrors(errors, [])
