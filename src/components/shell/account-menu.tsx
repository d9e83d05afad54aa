import { Menu, Stack, Text } from '@mantine/core'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Icon } from '../icons'
import { AccountButton, type AccountProps } from './account-button'

/** Props of the account menu once its code has loaded. */
export interface AccountMenuProps extends AccountProps {
  /** Asks to sign out (the caller may confirm first). */
  onLogout: () => void
}

/**
 * The header's account menu: name, role and tenant, and Logout. Loaded apart from the first screen and mounted
 * when its stand-in button is pressed (user-menu.tsx): it takes that button's focus and opens at once.
 */
export default function AccountMenu({ onLogout, ...account }: AccountMenuProps) {
  const target = useRef<HTMLButtonElement>(null)
  const [opened, setOpened] = useState(false)
  // The pressed stand-in this button replaces took the focus with it: give it back before the menu opens, so the
  // menu returns the focus here when it closes.
  useLayoutEffect(() => {
    target.current?.focus()
  }, [])
  useEffect(() => {
    setOpened(true)
  }, [])
  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={240}
      shadow="md"
      withinPortal
      // In front of the toasts (1200), which open under the header on the same side: the menu is what was asked for.
      zIndex={1300}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <AccountButton ref={target} {...account} />
      </Menu.Target>
      <Menu.Dropdown>
        {/* Divs, not paragraphs: a menu may own only items, groups and separators (ARIA). */}
        <Stack gap={0} px="sm" py={6}>
          <Text component="div" size="sm" fw={600}>
            {account.name}
          </Text>
          <Text component="div" size="xs" c="dimmed">
            {account.role} · {account.tenant}
          </Text>
        </Stack>
        <Menu.Divider />
        <Menu.Item leftSection={<Icon name="logout" size={16} />} onClick={onLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
