import { type CSSVariablesResolver, createTheme } from '@mantine/core'

/** The Mantine theme: indigo accents, system fonts, the spec's layering (point 9). */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // People who ask their system for less motion get none; journeys run that way so no check races a fade.
  respectReducedMotion: true,
  components: {
    // A select's options are built when it opens, not kept hidden in the page from the first render: a screen
    // then mounts no floating dropdowns, whose positioning forced a style and layout pass in the middle of its
    // first render (issue 12). A plain object, so the theme does not pull Combobox into the first bundle.
    Combobox: { defaultProps: { keepMounted: false } },
    // Every dialog's and drawer's close button is named for screen readers (Mantine's has no text).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
})

/** Darker dimmed text than Mantine's default, so secondary text meets WCAG AA contrast. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
})
