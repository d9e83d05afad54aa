import { Alert } from '@mantine/core'
import type { ReactNode } from 'react'

/** How serious a notice is. */
export type NoticeTone = 'danger' | 'warning' | 'neutral'

const COLORS: Record<NoticeTone, string> = { danger: 'red', warning: 'orange', neutral: 'gray' }
/** Title colours that keep 4.5:1 on each tone's light background (orange text never does). */
const TITLE_COLORS: Record<NoticeTone, string> = {
  danger: 'var(--mantine-color-red-9)',
  warning: 'var(--mantine-color-gray-9)',
  neutral: 'var(--mantine-color-gray-9)',
}

/** A light alert whose title keeps AA contrast (Mantine's light alert titles fall to about 3:1). */
export function Notice({ tone, title, children }: { tone: NoticeTone; title: string; children: ReactNode }) {
  return (
    <Alert color={COLORS[tone]} variant="light" title={title} styles={{ title: { color: TITLE_COLORS[tone] } }}>
      {children}
    </Alert>
  )
}
