import { Menu, Stack, Text } from '@mantine/core'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Icon } from '../icons'
import { AccountButton, type AccountProps } from './account-button'

/** Props of the account menu once its code has loaded. */
export interface AccountMenuProps extends AccountProps {
  /** Asks to sign out (the caller may confirm first). */
  onLogout: () => void
  /** The button was pressed before this code had loaded: the menu opens at once. */
  openAtOnce: boolean
  /** Whether the stand-in button had the focus: this button takes it over. */
  hadFocus: () => boolean
}

/** The header's account menu: name, role and tenant, and Logout. Loaded apart from the first screen (user-menu.tsx). */
export default function AccountMenu({ openAtOnce, hadFocus, onLogout, ...account }: AccountMenuProps) {
  const target = useRef<HTMLButtonElement>(null)
  const [opened, setOpened] = useState(false)
  // The stand-in button this one replaces took the focus with it: give it back before the menu opens, so the
  // menu returns the focus here when it closes.
  useLayoutEffect(() => {
    if (openAtOnce || hadFocus()) target.current?.focus()
  }, [openAtOnce, hadFocus])
  useEffect(() => {
    if (openAtOnce) setOpened(true)
  }, [openAtOnce])
  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={240}
      shadow="md"
      withinPortal
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
