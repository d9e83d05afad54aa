import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core'
import { formatDate, formatDateTime } from '../../../lib/format-date'
import type { DashboardSummary } from '../../../shared/dashboard'

/** The organisation and this session: name, domains, since when, and the user's active sessions. */
export function OrganisationCard({ summary }: { summary: Pick<DashboardSummary, 'tenant' | 'you'> }) {
  const { tenant, you } = summary
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Organisation">
      <Title order={2} size="h4" mb="xs">
        Organisation
      </Title>
      <Stack gap={6}>
        <Text fw={600}>{tenant.name}</Text>
        <Group gap="xs">
          {tenant.domains.map((domain) => (
            <Badge key={domain} variant="light" tt="none">
              {domain}
            </Badge>
          ))}
        </Group>
        <Text size="sm" c="gray.7">
          On the platform since {formatDate(tenant.createdAt)}
        </Text>
        <Text size="sm" c="gray.7">
          Signed in since {formatDateTime(you.sessionStartedAt)} ·{' '}
          {you.activeSessions === 1 ? '1 active session' : `${you.activeSessions} active sessions`}
        </Text>
      </Stack>
    </Card>
  )
}
