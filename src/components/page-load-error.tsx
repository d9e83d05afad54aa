import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { ApiError } from '../lib/api-client'
import { isOnline } from '../lib/offline/connectivity'
import { ForbiddenError } from '../lib/route-guard'
import { ForbiddenPage } from './forbidden-page'

/** What a screen without saved data says offline. */
export const OFFLINE_SCREEN_MESSAGE =
  'You are offline and this screen has not been opened on this device yet. It will load when you are back online.'

/** True when a load failed for want of a network: no answer (status 0), or the browser or app knows it is offline. */
export function isOfflineFailure(error: unknown): boolean {
  const browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false
  if (error instanceof ApiError) return error.isNetwork || browserOffline
  // A screen's code that could not be fetched (TypeError from a dynamic import) while calls fail.
  return browserOffline || (error instanceof TypeError && !isOnline())
}

/** True when a screen failed because the user may not see it: a route guard refused, or the server answered 403. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ForbiddenError || (error instanceof ApiError && error.status === 403)
}

/** What a screen says about a failure that is not the server's: never a library's or the browser's own text. */
export const PAGE_FAULT_MESSAGE =
  'Something went wrong on this screen. Try again; if it keeps happening, tell your administrator what you opened.'

/** The words a failed screen shows: the server's reason (written for users), else a plain sentence (the fault goes to the console). */
export function pageErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message.trim() !== '') return error.message
  console.error(error)
  return PAGE_FAULT_MESSAGE
}

/**
 * What a screen shows when its data could not be loaded: the reason and a way to try again; a page
 * the role may not open shows the no-access screen instead (retrying cannot change that). Offline
 * (no saved data for this screen on this device) it says so calmly instead of showing an error.
 */
export function PageLoadError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const retry = () => {
    reset()
    void router.invalidate()
  }
  if (isForbidden(error)) return <ForbiddenPage reason={error instanceof ForbiddenError ? error.reason : undefined} />
  if (isOfflineFailure(error)) {
    return (
      <Alert
        color="gray"
        variant="light"
        title="Not available offline"
        maw={640}
        role="status"
        data-testid="offline-empty"
      >
        <Stack gap="sm">
          <Text size="sm">{OFFLINE_SCREEN_MESSAGE}</Text>
          <Group>
            <Button size="xs" variant="default" onClick={retry}>
              Retry
            </Button>
          </Group>
        </Stack>
      </Alert>
    )
  }
  return (
    <Alert color="red" title="This page could not be loaded" maw={640}>
      <Stack gap="sm">
        <Text size="sm">{pageErrorMessage(error)}</Text>
        <Group>
          <Button size="xs" onClick={retry}>
            Try again
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}
