import type { UseFormReturnType } from '@mantine/form'
import { type FormEvent, useRef, useState } from 'react'
import { refusalMessage } from '../../lib/api-client'
import { formToast, type toast } from '../../lib/toast'
import { unownedError } from './field-errors'
import { focusFirstError } from './focus-first-error'
import { type RefusalFields, refusalErrors } from './refusal-errors'
import type { Checked } from './schema-check'
import type { StaleEdit } from './use-stale-edit'

/** What a saved form says, and where it goes next. */
export interface Saved {
  /** The toast: green, or blue for `info` (kept offline, not saved yet). */
  message: string
  detail?: string
  tone?: 'success' | 'info'
  /** Runs after the toast: navigate, or reset the form for the next record. */
  next?: () => unknown
}

/** Options of `useFormSubmit`. */
export interface FormSubmitOptions<V, B, R> extends RefusalFields {
  form: UseFormReturnType<V>
  /** The values as the body to send, checked with the shared schema; its errors go on the fields. */
  check: (values: V) => Checked<B>
  send: (body: B) => Promise<R>
  /**
   * What a refusal's toast says: the screen's title with the server's message as the second line, or
   * (a function) the whole message, for screens that word every refusal themselves.
   */
  refused: string | ((error: unknown) => string)
  saved: (result: R) => Saved
  /** The form's stale-edit handler (409 with the current record), when it edits a stored record. */
  stale?: StaleEdit<V>
  /** The toasts of the screen: the form screens' (default) or the password screens'. */
  toaster?: typeof toast
}

/** What `useFormSubmit` gives the form: its ref and onSubmit, and whether a save is under way. */
export interface FormSubmit {
  ref: React.RefObject<HTMLFormElement | null>
  onSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>
  pending: boolean
}

/**
 * The one submit of every form: checks the values (errors on their fields, a toast only for what no
 * field shows), sends once at a time (a second submit while one runs does nothing), and on a refusal
 * puts what the server named (or a known duplicate) on its field with a toast of the screen's
 * message; a stale edit goes to the form's stale-edit handler. Saved: a toast, then `next`.
 */
export function useFormSubmit<V, B, R>(options: FormSubmitOptions<V, B, R>): FormSubmit {
  const ref = useRef<HTMLFormElement>(null)
  const busy = useRef(false)
  const [pending, setPending] = useState(false)
  const { form, fields, refused, toaster = formToast } = options

  const showErrors = (errors: Record<string, string>) => {
    form.setErrors(errors)
    focusFirstError(ref.current)
  }

  const onSubmit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault()
    // A dialog's form sits inside another form in React's tree: its submit must not submit that one too.
    event?.stopPropagation()
    if (busy.current) return
    const values = form.getValues()
    const checked = options.check(values)
    if (!checked.ok) {
      showErrors(checked.errors)
      const loose = unownedError(checked.errors, fields)
      if (loose) toaster.error(loose)
      return
    }
    busy.current = true
    setPending(true)
    try {
      const saved = await sent(checked.body, values)
      if (!saved) return
      if (saved.tone === 'info') toaster.info(saved.message)
      else toaster.success(saved.message, saved.detail)
      // Still busy until it has gone on: a second click meanwhile does not save twice.
      await saved.next?.()
    } finally {
      busy.current = false
      setPending(false)
    }
  }

  /** Sends the body: what the saved form says, or null when it was refused (and that has been shown). */
  const sent = async (body: B, values: V): Promise<Saved | null> => {
    try {
      return options.saved(await options.send(body))
    } catch (error) {
      if (options.stale?.caught(error, values)) return null
      showErrors(refusalErrors(error, options))
      if (typeof refused === 'string') toaster.error(refused, refusalMessage(error))
      else toaster.error(refused(error))
      return null
    }
  }
  return { ref, onSubmit, pending }
}
