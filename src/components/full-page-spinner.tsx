import { Center, Loader } from '@mantine/core'

/** The full-page spinner shown while the session is checked or a page loads. */
export function FullPageSpinner() {
  return (
    <Center h="100dvh" role="status" aria-label="Loading">
      <Loader size="lg" />
    </Center>
  )
}
