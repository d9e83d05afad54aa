import { Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** Props of a page header. */
export interface PageHeaderProps {
  title: string
  description?: ReactNode
  /** Buttons on the right (Create, Export ...). */
  actions?: ReactNode
}

/** The heading row of a screen: title, a line of context, actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
      </Stack>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  )
}
