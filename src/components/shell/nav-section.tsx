import { Collapse, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import { type ReactNode, useId } from 'react'
import { Icon, type IconName } from '../icons'
import classes from './nav-section.module.css'

/** Props of one collapsible area of the side navigation. */
export interface NavSectionProps {
  label: string
  icon: IconName
  opened: boolean
  onToggle: () => void
  /** The area's links. */
  children: ReactNode
}

/** An area of the side navigation: a header button (icon, name, chevron) that shows or hides its links. */
export function NavSection({ label, icon, opened, onToggle, children }: NavSectionProps) {
  const id = useId()
  return (
    <div>
      <UnstyledButton className={classes.header} onClick={onToggle} aria-expanded={opened} aria-controls={id}>
        <Group gap="sm" wrap="nowrap">
          <Icon name={icon} />
          <Text size="sm" fw={600} flex={1}>
            {label}
          </Text>
          <span className={classes.chevron} data-opened={opened || undefined}>
            <Icon name="chevron" size={14} />
          </span>
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened} id={id} keepMounted={false}>
        <Stack gap={2} pl={30} pt={2} pb={6}>
          {children}
        </Stack>
      </Collapse>
    </div>
  )
}
