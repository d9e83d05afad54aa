import { Badge, Grid, Group, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { formatLongDay } from '../../../lib/calendar-day'
import { welcomeTitle } from '../../../lib/first-screen-headings'
import { useSessionUser } from '../../../lib/session-store'
import type { RoleFigures } from '../../../shared/dashboard'
import { ROLE_LABELS } from '../../../shared/roles'
import { dashboardEmpty } from '../dashboard-empty'
import { dashboardQueries } from '../queries'
import { AdminDashboard } from './admin-dashboard'
import { ApproverDashboard } from './approver-dashboard'
import { BuyerDashboard } from './buyer-dashboard'
import { CatalogueDashboard } from './catalogue-dashboard'
import { DashboardEmptyCard } from './dashboard-empty-card'
import { OrganisationCard } from './organisation-card'
import { WarehouseDashboard } from './warehouse-dashboard'

/** The layout of a role's figures. */
function RoleFiguresView({ figures }: { figures: RoleFigures }) {
  switch (figures.role) {
    case 'buyer':
      return <BuyerDashboard figures={figures} />
    case 'approver':
      return <ApproverDashboard figures={figures} />
    case 'warehouse':
      return <WarehouseDashboard figures={figures} />
    case 'catalogue_manager':
      return <CatalogueDashboard figures={figures} />
    case 'admin':
      return <AdminDashboard figures={figures} />
  }
}

/** /dashboard: the signed-in role's cockpit, each figure a link to the list behind it, and the organisation. */
export function DashboardPage() {
  const user = useSessionUser()
  const { data } = useSuspenseQuery(dashboardQueries.summary())
  const empty = dashboardEmpty(data.figures)
  return (
    <Stack gap="lg" maw={1280}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          {/* index.html's shell draws this heading before this code has run, in the same words. */}
          <Title order={1} size="h2">
            {welcomeTitle(user?.FullName ?? '')}
          </Title>
          <Text c="gray.7">{formatLongDay(data.today)}</Text>
        </Stack>
        {user ? (
          <Badge variant="light" size="lg" tt="none">
            {ROLE_LABELS[user.Role]}
          </Badge>
        ) : null}
      </Group>
      {empty ? <DashboardEmptyCard empty={empty} /> : <RoleFiguresView figures={data.figures} />}
      <Grid>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <OrganisationCard summary={data} />
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
