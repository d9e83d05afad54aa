import { useState } from 'react'

/**
 * A Mantine Button's `loading` for buttons a first screen shows many of (issue 12): `undefined`
 * until the button has once been busy, then the boolean. Mantine mounts a loader `Transition` for
 * any boolean `loading`, and each renders a second time straight after mounting (its reduced-motion
 * query starts undefined): twelve catalogue cards did that in the long task after the first commit.
 * Once busy, the boolean keeps the loader mounted, so it still slides out when the work ends.
 */
export function useBusyLoader(busy: boolean): boolean | undefined {
  const [beenBusy, setBeenBusy] = useState(busy)
  // Derived state set during render: React re-renders at once, before anything is shown.
  if (busy && !beenBusy) setBeenBusy(true)
  return busy || beenBusy ? busy : undefined
}
