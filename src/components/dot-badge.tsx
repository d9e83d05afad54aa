import { Badge } from '@mantine/core'
import type { ReactNode } from 'react'

/** Props of a dot badge. */
export interface DotBadgeProps {
  /** The Mantine colour of the dot. */
  color: string
  /** On a tinted row or card: a white background keeps the text's contrast. */
  onTint?: boolean
  children: ReactNode
}

/** A status as a badge with a coloured dot; the text stays dark, for AA contrast. Every status badge of the app is one. */
export function DotBadge({ color, onTint = false, children }: DotBadgeProps) {
  return (
    <Badge variant="dot" color={color} tt="none" fw={600} miw="max-content" bg={onTint ? 'white' : undefined}>
      {children}
    </Badge>
  )
}
