/**
 * Styles of a disabled field that shows a stored value (read-only view): Mantine fades disabled
 * text to about 2:1 contrast, which is unreadable for a record someone came to look at.
 */
export const LOCKED_FIELD_STYLES = { input: { opacity: 1, color: 'var(--mantine-color-gray-8)' } }
