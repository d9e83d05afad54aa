import './mantine-styles'
// The theme's CSS variables, made from src/theme.ts at build time (scripts/theme-stylesheet-plugin.ts).
import 'virtual:theme.css'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { LazyNotifications } from './components/lazy-notifications'
import { forgetSession, restoreSession } from './features/auth/session'
import { UpdatePrompt } from './features/offline/components/update-prompt'
import { setUnauthorizedHandler } from './lib/api-client'
import { dropEarlyResponses } from './lib/early-requests'
import { idleAfterFirstScreen } from './lib/first-screen'
import { startOfflineSupport } from './lib/offline/offline-session'
import { preloadRouteChunks } from './lib/preload-route-chunks'
import { createQueryClient } from './lib/query-client'
import { registerServiceWorker } from './lib/service-worker'
import { sessionStore } from './lib/session-store'
import { applyPreloadedStylesheets } from './lib/stylesheets'
import { warmFonts } from './lib/warm-fonts'
import { yieldToMain } from './lib/yield-to-main'
import { createAppRouter } from './router'
import { theme } from './theme'

/**
 * Checks the session, restores the signed-in user's saved queries, loads the first route (code and
 * data), then renders once. Until then index.html's inline shell shows; rendering only a finished
 * route, in a transition, lets React split that first render into short tasks instead of one long one.
 * Not a top-level await: lazily loaded chunks (the query persister) import from the first chunk, and
 * would wait for its evaluation, so a top-level await on them would stall until the restore timed out.
 */
async function start(): Promise<void> {
  // The app starts in a task of its own and sets up in three (yieldToMain): evaluating the main script, creating the
  // root with the stylesheet, making the router and asking for the route's code are short tasks, not one long one
  // holding the main thread (issue 12).
  await yieldToMain()
  const element = document.getElementById('root')
  if (!element) throw new Error('#root is missing from index.html')
  // React adds its event listeners here.
  const root = createRoot(element)
  // The stylesheet index.html preloads is applied (and parsed) now, before the first route's code adds its own
  // stylesheets after it, which must win over it. Nothing renders before it has loaded.
  const styled = applyPreloadedStylesheets()
  // Once the stylesheet (and so the theme's font families) applies, the first screen's fonts are looked up, one
  // per task, while the session, the route's code and its data are still on the network. Not for the sign-in page
  // at '/': its text is in four styles, the inline shell's among them, and it has little network to wait for.
  if (window.location.pathname !== '/') void styled.then(() => warmFonts())

  await yieldToMain()
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  setUnauthorizedHandler(() => {
    if (!sessionStore.get()) return
    forgetSession(queryClient)
    // Only a signed-in screen goes to sign-in: a public page (the supplier response page) stays where it is.
    const [routes] = router.getMatchedRoutes(window.location.pathname)
    if (routes.some((route) => route.id === '/_app')) void router.navigate({ to: '/' })
  })
  const previousUserId = sessionStore.get()?.UserID ?? null
  // The session check goes out first: over HTTP/1.1 the route chunks would otherwise queue ahead of it.
  const session = restoreSession()
  // Asking for the route chunks adds their preload and stylesheet links to the page: a task of its own too.
  await yieldToMain()
  preloadRouteChunks(router)
  await session
  const idle = idleAfterFirstScreen(router)
  // The signed-in user's saved queries come back before the first route loads, so screens open offline.
  await startOfflineSupport(queryClient, { previousUserId, firstScreen: idle })
  // A failed load still renders: the router shows the route's error, or loads again once mounted.
  await Promise.all([router.load().catch(() => undefined), styled])
  startTransition(() =>
    root.render(
      <StrictMode>
        <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
          <LazyNotifications position="top-center" limit={20} containerWidth={350} zIndex={1200} />
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
          <UpdatePrompt />
        </MantineProvider>
      </StrictMode>,
    ),
  )
  void idle.then(() => {
    dropEarlyResponses()
    registerServiceWorker()
  })
}

void start()
