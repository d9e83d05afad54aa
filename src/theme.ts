import { createTheme } from '@mantine/core'

/** The Mantine theme: indigo accents, system fonts, the spec's layering (point 9). */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
})
