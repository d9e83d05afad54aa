import { Text } from '@mantine/core'
import type { RoleFigures } from '../../../shared/dashboard'
import { dashboardTiles } from '../../../shared/dashboard-tiles'
import { DashboardSection } from './dashboard-section'
import { TileGrid } from './tile-grid'
import { WaitingTable } from './waiting-table'

/** An approver's day: what waits on them (overdue first), what they decided this week and how fast. */
export function ApproverDashboard({ figures }: { figures: Extract<RoleFigures, { role: 'approver' }> }) {
  const { oldest } = figures.waitingOnMe
  return (
    <>
      <TileGrid tiles={dashboardTiles(figures)} phoneCols={2} />
      <DashboardSection title="Next to decide">
        {oldest.length > 0 ? (
          <WaitingTable rows={oldest} caption="Requests waiting on you, earliest due first" />
        ) : (
          <Text c="gray.7" size="sm">
            Nothing waits on you right now. Requests appear here as buyers submit them for approval.
          </Text>
        )}
      </DashboardSection>
    </>
  )
}
