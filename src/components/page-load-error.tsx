import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'

/** What a screen shows when its data could not be loaded: the reason and a way to try again. */
export function PageLoadError({ error }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <Alert color="red" title="This page could not be loaded" maw={640}>
      <Stack gap="sm">
        <Text size="sm">{error instanceof Error ? error.message : 'Something went wrong.'}</Text>
        <Group>
          <Button size="xs" onClick={() => router.invalidate()}>
            Try again
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}
