import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { pendingOf } from '../../lib/offline/outbox-client'
import { applyPendingPo, type PendingPo, poViewOf } from '../../lib/offline/po-overlay'
import { useSessionUser } from '../../lib/session-store'
import { poScope } from '../../shared/outbox-protocol'
import { poLookupsFromCache, useOutboxState } from '../offline/pending-hooks'
import { poQueries } from './queries'

/** One PO as shown and how its server copy is loading. */
export interface PoView {
  /** The server's PO with this user's pending writes on top; a PO made offline before it is sent. */
  po: PendingPo | undefined
  /** True while the server's copy is being fetched for the first time. */
  loading: boolean
  /** True when the PO exists only on this device so far. */
  createdOffline: boolean
}

/**
 * The PO page's PO: the server's copy (from the loader or the saved cache) with the pending outbox
 * writes applied, so an edit made offline builds on the version the queued writes will reach.
 */
export function usePoView(poId: string): PoView {
  const queryClient = useQueryClient()
  const user = useSessionUser()
  const outbox = useOutboxState()
  const pending = useMemo(
    () => (user && outbox.userId === user.UserID ? pendingOf(outbox, poScope(poId.toLowerCase())) : []),
    [outbox, user, poId],
  )
  const createdOffline = pending.some((e) => e.op === 'add-po')
  // A PO made offline is not on the server yet: asking again and again only delays the page.
  const server = useQuery({ ...poQueries.detail(poId), ...(createdOffline ? { retry: false } : {}) })
  const po = useMemo(
    () =>
      user
        ? applyPendingPo(server.data, pending, poLookupsFromCache(queryClient, user), poId)
        : server.data && poViewOf(server.data),
    [server.data, pending, user, queryClient, poId],
  )
  return {
    po,
    loading: server.isPending && server.fetchStatus === 'fetching' && !po,
    createdOffline: createdOffline && server.data === undefined,
  }
}
