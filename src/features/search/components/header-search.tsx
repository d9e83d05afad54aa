import { ActionIcon, Button, Text } from '@mantine/core'
import { useHotkeys } from '@mantine/hooks'
import { lazy, Suspense, useCallback, useState } from 'react'
import { Icon } from '../../../components/icons'

const loadSpotlight = () => import('./search-spotlight')
const SearchSpotlight = lazy(loadSpotlight)

/** The shortcut as this keyboard writes it: ⌘ K on Apple devices, Ctrl K elsewhere. */
const SHORTCUT_LABEL =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘ K' : 'Ctrl K'

/**
 * The header's Search button (with its shortcut shown; an icon button on narrower screens) and the
 * Ctrl+K / Cmd+K shortcut. The spotlight's code (and its
 * stylesheet) loads on first use, fetched ahead when the pointer or focus reaches the button, so
 * the first screen does not carry it.
 */
export function HeaderSearch() {
  const [openRequest, setOpenRequest] = useState(0)
  const open = useCallback(() => setOpenRequest((n) => n + 1), [])
  // Also from inside a field (a list's search box): Ctrl/Cmd+K types nothing there anyway.
  useHotkeys([['mod+K', open]], [])
  const preload = () => void loadSpotlight().catch(() => undefined)

  const trigger = {
    onClick: open,
    onPointerEnter: preload,
    onFocus: preload,
    'aria-keyshortcuts': 'Control+K Meta+K',
  }

  return (
    <>
      <Button
        {...trigger}
        variant="default"
        size="xs"
        visibleFrom="md"
        leftSection={<Icon name="search" size={16} />}
        rightSection={
          <Text component="kbd" size="xs" c="dimmed" ff="monospace" aria-hidden>
            {SHORTCUT_LABEL}
          </Text>
        }
      >
        Search
      </Button>
      <ActionIcon {...trigger} variant="default" size="input-xs" hiddenFrom="md" aria-label="Search">
        <Icon name="search" size={16} />
      </ActionIcon>
      {openRequest > 0 && (
        <Suspense fallback={null}>
          <SearchSpotlight openRequest={openRequest} />
        </Suspense>
      )}
    </>
  )
}
