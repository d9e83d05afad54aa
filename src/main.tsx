import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { FullPageSpinner } from './components/full-page-spinner'
import { LazyNotifications } from './components/lazy-notifications'
import { forgetSession, restoreSession } from './features/auth/session'
import { UpdatePrompt } from './features/offline/components/update-prompt'
import { setUnauthorizedHandler } from './lib/api-client'
import { startOfflineSupport } from './lib/offline/offline-session'
import { preloadRouteChunks } from './lib/preload-route-chunks'
import { createQueryClient } from './lib/query-client'
import { registerServiceWorker } from './lib/service-worker'
import { sessionStore } from './lib/session-store'
import { applyPreloadedStylesheets } from './lib/stylesheets'
import { createAppRouter } from './router'
import { cssVariablesResolver, theme } from './theme'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

setUnauthorizedHandler(() => {
  if (!sessionStore.get()) return
  forgetSession(queryClient)
  void router.navigate({ to: '/' })
})

const element = document.getElementById('root')
if (!element) throw new Error('#root is missing from index.html')
const root = createRoot(element)

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <LazyNotifications position="top-center" limit={20} containerWidth={350} zIndex={1200} />
        {children}
        <UpdatePrompt />
      </MantineProvider>
    </StrictMode>
  )
}

// index.html's inline shell shows until the stylesheet has loaded; then React takes over.
const styled = applyPreloadedStylesheets().then(() =>
  root.render(
    <Shell>
      <FullPageSpinner />
    </Shell>,
  ),
)
/**
 * Checks the session, restores the signed-in user's saved queries, then renders the router. Not a
 * top-level await: lazily loaded chunks (the query persister) import from the first chunk, and would
 * wait for its evaluation, so a top-level await on them would stall until the restore timed out.
 */
async function start(): Promise<void> {
  preloadRouteChunks(router)
  const previousUserId = sessionStore.get()?.UserID ?? null
  await restoreSession()
  // The signed-in user's saved queries come back before the first route loads, so screens open offline.
  await startOfflineSupport(queryClient, { previousUserId })
  await styled
  root.render(
    <Shell>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Shell>,
  )
  registerServiceWorker()
}

void start()
