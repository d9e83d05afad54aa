import { Avatar, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { Icon } from '../icons'
import classes from './user-menu.module.css'

/** Who is signed in, as the header shows it. */
export interface UserMenuProps {
  name: string
  role: string
  tenant: string
  /** Asks to sign out (the caller may confirm first). */
  onLogout: () => void
}

/** The first letters of the first and last names. */
const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase())
    .filter((_, index, all) => index === 0 || index === all.length - 1)
    .join('')

/** The header's account menu: name, role and tenant, and Logout. */
export function UserMenu({ name, role, tenant, onLogout }: UserMenuProps) {
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className={classes.target}>
          {/* The button's name is this text, not an aria-label that differs from the text shown (Lighthouse's
              label-in-name check, WCAG 2.5.3); what it shows (name and role, or a phone's initials) is a picture of it. */}
          <VisuallyHidden>{`${name}, ${role}: account menu`}</VisuallyHidden>
          <Group gap="xs" wrap="nowrap" aria-hidden="true">
            <Avatar size={30} radius="xl" color="indigo">
              {initialsOf(name)}
            </Avatar>
            <Stack gap={0} visibleFrom="sm" align="flex-start">
              <Text size="sm" fw={600} lh={1.2}>
                {name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {role}
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* Divs, not paragraphs: a menu may own only items, groups and separators (ARIA). */}
        <Stack gap={0} px="sm" py={6}>
          <Text component="div" size="sm" fw={600}>
            {name}
          </Text>
          <Text component="div" size="xs" c="dimmed">
            {role} · {tenant}
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
