import { type ComponentType, useCallback, useEffect, useState } from 'react'
import { toast } from '../../lib/toast'
import { useAfterFirstPaint } from '../../lib/use-after-first-paint'
import { AccountButton, type AccountProps } from './account-button'
import type { AccountMenuProps } from './account-menu'

const loadAccountMenu = () => import('./account-menu')

/** Who is signed in, and how to sign out. */
export interface UserMenuProps extends AccountProps {
  /** Asks to sign out (the caller may confirm first). */
  onLogout: () => void
}

/**
 * The header's account menu. The first screen shows its button alone; the menu's code (Menu, Popover and
 * floating-ui) is fetched once that screen is on screen (or when a pointer comes over the button), and the menu
 * takes the button's place when it is pressed, then opens. Not before: mounting it sets up a floating dropdown, a
 * synchronous re-render of about 10 ms at 1x in the seconds after every first screen (issue 12); and a button
 * replaced under a pointer between its press and release would lose the click. The button that replaces the
 * stand-in keeps the focus. A load that fails (a first visit losing the network) says so and is tried again at the
 * next press.
 */
export function UserMenu({ onLogout, ...account }: UserMenuProps) {
  const afterPaint = useAfterFirstPaint()
  const [Loaded, setLoaded] = useState<ComponentType<AccountMenuProps> | null>(null)

  // Pressed: the menu takes the button's place and opens (its code is usually here already).
  const open = useCallback(
    () =>
      loadAccountMenu().then(
        (module) => setLoaded(() => module.default),
        () => toast.error('The account menu could not load. Check the connection and try again.'),
      ),
    [],
  )
  const prefetch = useCallback(() => void loadAccountMenu().catch(() => undefined), [])
  useEffect(() => {
    if (afterPaint) prefetch()
  }, [afterPaint, prefetch])

  if (Loaded) return <Loaded {...account} onLogout={onLogout} />
  return (
    <AccountButton
      {...account}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => void open()}
      onPointerEnter={prefetch}
    />
  )
}
