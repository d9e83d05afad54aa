import { Badge, VisuallyHidden } from '@mantine/core'

/** Colours of everything 'pending': a light orange with dark text, above 4.5:1 (Mantine's orange text is not). */
export const PENDING_COLORS = {
  background: 'var(--mantine-color-orange-1)',
  border: 'var(--mantine-color-orange-5)',
  text: '#7a2e00',
  /** A solid fill that keeps white text readable. */
  solid: '#a63c06',
} as const

const MARKER = {
  flex: 'none',
  // A table squeezing its columns must not clip the label (Mantine's badge label hides its overflow).
  minWidth: 'max-content',
  background: PENDING_COLORS.background,
  color: PENDING_COLORS.text,
  border: `1px solid ${PENDING_COLORS.border}`,
} as const

/** The 'Pending sync' mark of a line, row or document with unsent changes. */
export function PendingMarker({ label = 'Pending sync' }: { label?: string }) {
  return (
    <Badge
      size="sm"
      variant="default"
      data-testid="pending-marker"
      style={MARKER}
      styles={{ label: { overflow: 'visible' } }}
    >
      {label}
      <VisuallyHidden>: not yet sent to the server</VisuallyHidden>
    </Badge>
  )
}
