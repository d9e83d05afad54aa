import { Avatar, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import type { ComponentPropsWithRef } from 'react'
import classes from './user-menu.module.css'

/** Who is signed in, as the header shows it. */
export interface AccountProps {
  name: string
  role: string
  tenant: string
}

/** The first letters of the first and last names. */
const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase())
    .filter((_, index, all) => index === 0 || index === all.length - 1)
    .join('')

/**
 * The header's account button: initials, and name and role from the `sm` breakpoint up. The menu wraps it
 * as its target (which adds the popup attributes); before the menu's code has loaded it stands alone.
 */
export function AccountButton({
  name,
  role,
  tenant: _tenant,
  ...button
}: AccountProps & Omit<ComponentPropsWithRef<'button'>, 'children' | 'role'>) {
  return (
    <UnstyledButton {...button} className={classes.target}>
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
  )
}
