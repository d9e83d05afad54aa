import { type ComponentType, startTransition, useCallback, useEffect, useRef, useState } from 'react'
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
 * floating-ui) loads once that screen is on screen, or at once when the button is pressed first, and then
 * opens. The button that replaces the stand-in keeps the focus. A load that fails (a first visit losing the
 * network) says so and is tried again at the next press (issue 12).
 */
export function UserMenu({ onLogout, ...account }: UserMenuProps) {
  const afterPaint = useAfterFirstPaint()
  const [Loaded, setLoaded] = useState<ComponentType<AccountMenuProps> | null>(null)
  const [pressed, setPressed] = useState(false)
  const focused = useRef(false)
  const hadFocus = useCallback(() => focused.current, [])

  const load = useCallback(
    (announce: boolean) =>
      loadAccountMenu().then(
        (module) => {
          const show = () => setLoaded(() => module.default)
          // Loaded after the first paint, the menu renders in short slices; pressed, it renders at once.
          if (announce) show()
          else startTransition(show)
        },
        () => {
          if (announce) toast.error('The account menu could not load. Check the connection and try again.')
        },
      ),
    [],
  )
  useEffect(() => {
    if (afterPaint) void load(false)
  }, [afterPaint, load])

  if (Loaded) return <Loaded {...account} onLogout={onLogout} openAtOnce={pressed} hadFocus={hadFocus} />
  return (
    <AccountButton
      {...account}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => {
        setPressed(true)
        void load(true)
      }}
      onFocus={() => {
        focused.current = true
      }}
      onBlur={() => {
        focused.current = false
      }}
      onPointerEnter={() => void load(false)}
    />
  )
}
