import { useState } from 'react'
import { refusalMessage } from '../../lib/api-client'
import { formToast } from '../../lib/toast'
import { pageAfterDelete } from './paging'

/** The delete mutation of a list's rows, by id. */
interface DeleteMutation<TId> {
  mutate: (
    id: TId,
    callbacks: { onSuccess: () => void; onError: (error: Error) => void; onSettled: () => void },
  ) => void
  isPending: boolean
}

/** The page shown (from 1), its rows, and how to show another: a list's `pagingProps`. */
interface ShownPage {
  page: number
  rows: readonly unknown[]
  onPageChange: (page: number) => void
}

/**
 * Deleting a row of a paged list: the row waiting for confirmation, then the delete with its toast
 * ('Category deleted successfully!' for the noun 'Category'); when the deleted row was the last of
 * a later page, the list steps back a page.
 */
export function useRowDelete<TRow, TId>(
  mutation: DeleteMutation<TId>,
  idOf: (row: TRow) => TId,
  paging: ShownPage,
  noun: string,
) {
  const { page, rows, onPageChange } = paging
  const [doomed, setDoomed] = useState<TRow | null>(null)
  const confirm = () => {
    if (!doomed) return
    mutation.mutate(idOf(doomed), {
      onSuccess: () => {
        formToast.success(`${noun} deleted successfully!`)
        const next = pageAfterDelete(page, rows.length)
        if (next !== page) onPageChange(next)
      },
      onError: (error) =>
        formToast.error(refusalMessage(error) ?? `Failed to delete ${noun.toLowerCase()}. Please try again.`),
      onSettled: () => setDoomed(null),
    })
  }
  return {
    /** The row waiting for confirmation. */
    doomed,
    ask: setDoomed,
    cancel: () => setDoomed(null),
    confirm,
    pending: mutation.isPending,
  }
}
