import { Button, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'

/** Said when no reason more precise than the role is given. */
const ROLE_REASON = 'Your role does not include this page. If you need it for your work, ask an administrator.'

/**
 * The one screen for a page the signed-in role may not open, whoever refused it (a route guard or a
 * 403 from the server): it says so plainly and leads back to the dashboard; trying again cannot help.
 * Built from what the first bundle already holds (the not-found page's parts): it ships with it.
 */
export function ForbiddenPage({ reason }: { reason?: string }) {
  return (
    <Paper withBorder radius="md" py={48} px="md" maw={720}>
      <Stack align="center" gap="sm" maw={460} mx="auto">
        <Title order={1} size="h3" ta="center">
          You don't have access to this page
        </Title>
        <Text c="dimmed" ta="center">
          {reason ?? ROLE_REASON}
        </Text>
        <Button component={Link} to="/dashboard" mt="sm">
          Go to the dashboard
        </Button>
      </Stack>
    </Paper>
  )
}
