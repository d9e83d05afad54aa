import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useSessionUser } from '../../../lib/session-store'
import { dashboardTiles } from '../../../shared/dashboard-tiles'
import { ROLE_LABELS } from '../../../shared/roles'
import { dashboardQueries } from '../queries'

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' })
const timeOfDay = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short' })

function Stat({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={28} fw={700} mt={4}>
        {value}
      </Text>
      {hint ? (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  )
}

/** /dashboard: who you are, your organisation and the figures of your role, each linking to its list. */
export function DashboardPage() {
  const user = useSessionUser()
  const { data } = useSuspenseQuery(dashboardQueries.summary())
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={2}>
        <Title order={1} size="h2">
          Welcome, {user?.FullName}
        </Title>
        <Text c="dimmed">
          {data.tenant.name} · signed in as {user?.Username}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Stat label="Your role" value={user ? ROLE_LABELS[user.Role] : ''} />
        <Stat label="Your active sessions" value={data.you.activeSessions} />
        <Stat
          label="Signed in since"
          value={timeOfDay.format(new Date(data.you.sessionStartedAt))}
          hint={dateOnly.format(new Date(data.you.sessionStartedAt))}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" padding="md">
          <Title order={2} size="h4" mb="sm">
            Today
          </Title>
          <Table striped>
            <Table.Tbody>
              {dashboardTiles(data.figures).map((tile) => (
                <Table.Tr key={tile.label}>
                  <Table.Td>{tile.href ? <Anchor href={tile.href}>{tile.label}</Anchor> : tile.label}</Table.Td>
                  <Table.Td ta="right">{tile.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Title order={2} size="h4" mb="sm">
            Organisation
          </Title>
          <Stack gap="xs">
            <Text>{data.tenant.name}</Text>
            <Group gap="xs">
              {data.tenant.domains.map((domain) => (
                <Badge key={domain} variant="light">
                  {domain}
                </Badge>
              ))}
            </Group>
            <Text size="sm" c="dimmed">
              On the platform since {dateTime.format(new Date(data.tenant.createdAt))}
            </Text>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  )
}
