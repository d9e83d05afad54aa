import type { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../../lib/api-client'
import { getOutboxState } from '../../lib/offline/outbox-client'
import { poScope } from '../../shared/outbox-protocol'
import type { PoPage } from './po-page-search'
import { poQueries } from './queries'

/** True when this device holds an unsent add-po for the PO: it exists here before the server has it. */
export function createdOnThisDevice(poId: string): boolean {
  const scope = poScope(poId.toLowerCase())
  return getOutboxState().pending.some((e) => e.scope === scope && e.op === 'add-po')
}

/**
 * Loads what the PO page needs: the units of measure (not awaited: the unit selects say
 * 'Loading...' meanwhile) and, for a stored PO, the PO itself; a PO that does not exist (404) is
 * reported as missing, so the page can say so and offer the way back. A PO made offline and not
 * sent yet is neither: the page shows it from the outbox.
 */
export async function loadPoPage(queryClient: QueryClient, page: PoPage): Promise<{ missing: boolean }> {
  void queryClient.prefetchQuery(poQueries.unitsOfMeasure())
  if (page.kind !== 'view' && page.kind !== 'edit') return { missing: false }
  if (queryClient.getQueryData(poQueries.detail(page.poId).queryKey) === undefined && createdOnThisDevice(page.poId)) {
    return { missing: false }
  }
  try {
    await queryClient.ensureQueryData(poQueries.detail(page.poId))
    return { missing: false }
  } catch (error) {
    if (createdOnThisDevice(page.poId)) return { missing: false }
    if (error instanceof ApiError && error.status === 404) return { missing: true }
    throw error
  }
}
