/**
 * The heading of each screen index.html's shell draws before the app's code has run (scripts/first-paint-plugin.ts
 * writes this table into it), and the heading those screens render: one text for both, so the app replaces the
 * shell's words with the same words in the same place. `{name}` stands for the signed-in person's full name.
 * `crumbs`: the screen shows a breadcrumb trail above its heading (the shell keeps its room, not its words,
 * which depend on the role).
 */
export const FIRST_SCREEN_HEADINGS = {
  '/dashboard': { title: 'Welcome, {name}', crumbs: false },
  '/catalogue': {
    title: 'Catalogue',
    description: 'Order supplies for your team at your negotiated prices.',
    crumbs: true,
  },
} as const satisfies Record<string, { title: string; description?: string; crumbs: boolean }>

/** The dashboard's heading for `name`. */
export const welcomeTitle = (name: string) => FIRST_SCREEN_HEADINGS['/dashboard'].title.replace('{name}', () => name)
