import { Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A titled part of the dashboard (a heading for screen readers to jump between). */
export function DashboardSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  )
}
