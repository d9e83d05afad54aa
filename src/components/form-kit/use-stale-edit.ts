import { useState } from 'react'
import type * as v from 'valibot'
import { staleRecord } from './stale-record'

/** A save refused as stale: the server's message, the form's values then, and the current record's. */
export interface StaleConflict<V> {
  message: string
  mine: V
  theirs: V
}

/** What a form does with a stale edit (409 with the current record): keep it, reload it, or dismiss it. */
export interface StaleEdit<V, R = unknown> {
  conflict: StaleConflict<V> | null
  /** True when `error` was a stale edit: the conflict is kept (the notice shows) and nothing else is to be done. */
  caught: (error: unknown, mine: V) => boolean
  /**
   * The record changed elsewhere while the form holds what the user typed: the notice says so with
   * `message`, and what was typed stays until the user loads the current version.
   */
  changed(record: R, mine: V, message: string): void
  /** Takes the server's version: the form shows the current record (what the user typed is dropped). */
  reload: () => void
}

/** Options of `useStaleEdit`. */
export interface StaleEditOptions<TSchema extends v.GenericSchema, V> {
  /** The record's shared schema: a 409 whose `data` matches it is a stale edit. */
  schema: TSchema
  /** The form values of a record. */
  toValues: (record: v.InferOutput<TSchema>) => V
  /** Shows the current record (puts it in the query cache; the page remounts the form with it). */
  load: (record: v.InferOutput<TSchema>) => void
}

/** The one stale-edit handler of every form: the refusal is kept for `StaleEditNotice` to offer Reload or Compare. */
export function useStaleEdit<TSchema extends v.GenericSchema, V>({
  schema,
  toValues,
  load,
}: StaleEditOptions<TSchema, V>): StaleEdit<V, v.InferOutput<TSchema>> {
  const [state, setState] = useState<{ conflict: StaleConflict<V>; record: v.InferOutput<TSchema> } | null>(null)
  return {
    conflict: state?.conflict ?? null,
    caught: (error, mine) => {
      const record = staleRecord(error, schema)
      if (record === null) return false
      const message = error instanceof Error ? error.message : ''
      setState({ conflict: { message, mine, theirs: toValues(record) }, record })
      return true
    },
    changed: (record, mine, message) => setState({ conflict: { message, mine, theirs: toValues(record) }, record }),
    reload: () => {
      if (!state) return
      setState(null)
      load(state.record)
    },
  }
}
