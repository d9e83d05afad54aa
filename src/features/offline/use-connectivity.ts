import { useSyncExternalStore } from 'react'
import { isOnline, subscribeConnectivity } from '../../lib/offline/connectivity'

export { isOnline } from '../../lib/offline/connectivity'

/** Whether the server can be reached, re-rendering on change: browser online/offline events plus API calls that got no answer. */
export function useConnectivity(): { online: boolean } {
  const online = useSyncExternalStore(subscribeConnectivity, isOnline, () => true)
  return { online }
}
