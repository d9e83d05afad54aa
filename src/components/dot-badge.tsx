import { Badge, getThemeColor, useMantineTheme } from '@mantine/core'
import type { CSSProperties, ReactNode } from 'react'

/** Props of a dot badge. */
export interface DotBadgeProps {
  /** The Mantine colour of the dot. */
  color: string
  /** On a tinted row or card: a white background keeps the text's contrast. */
  onTint?: boolean
  children: ReactNode
}

const CLASSES = `${Badge.classes['root--dot']} ${Badge.classes.root}`

/**
 * A status as a badge with a coloured dot; the text stays dark, for AA contrast. Every status badge of the app is one.
 * The elements, classes and styles Mantine's `<Badge variant="dot">` renders, drawn as plain elements: lists show one
 * per row, and the component (resolving its props, style props and theme) was most of a status cell's rendering in
 * the tasks that show a list (issue 12).
 */
export function DotBadge({ color, onTint = false, children }: DotBadgeProps) {
  const theme = useMantineTheme()
  const style = {
    '--badge-dot-color': getThemeColor(color, theme),
    fontWeight: 600,
    textTransform: 'none',
    minWidth: 'max-content',
    ...(onTint ? { background: 'var(--mantine-color-white)' } : null),
  } as CSSProperties
  return (
    <div className={CLASSES} data-variant="dot" style={style}>
      <span className={Badge.classes.label}>{children}</span>
    </div>
  )
}
