import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useSessionUser } from '../lib/session-store'

/** The page for any path the app does not have. */
export function NotFoundPage() {
  const user = useSessionUser()
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420}>
        <Text c="indigo.8" fw={700} size="xl">
          404
        </Text>
        <Title order={1} size="h2" ta="center">
          Page not found
        </Title>
        <Text c="dimmed" ta="center">
          The page you asked for does not exist or has moved. Check the address, or go back to where you work.
        </Text>
        <Button component={Link} to={user ? '/dashboard' : '/'}>
          {user ? 'Go to the dashboard' : 'Go to sign in'}
        </Button>
      </Stack>
    </Center>
  )
}
