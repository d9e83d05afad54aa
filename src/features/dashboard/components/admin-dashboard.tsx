import { SimpleGrid, Skeleton, Text } from '@mantine/core'
import { lazy, Suspense } from 'react'
import type { RoleFigures } from '../../../shared/dashboard'
import { dashboardTiles } from '../../../shared/dashboard-tiles'
import { DashboardSection } from './dashboard-section'
import { TileGrid } from './tile-grid'
import { WaitingTable } from './waiting-table'

// The charts (recharts and @mantine/charts with their styles) load only when an admin's dashboard shows.
const AdminCharts = lazy(() => import('../charts/admin-charts'))

function ChartsLoading() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true" aria-label="Loading the charts">
      {['month', 'status', 'category', 'vendor', 'users'].map((key) => (
        <Skeleton key={key} h={280} radius="md" />
      ))}
    </SimpleGrid>
  )
}

/** The admin's view: open PO value by status, spend charts, users by role, the longest-waiting approvals. */
export function AdminDashboard({ figures }: { figures: Extract<RoleFigures, { role: 'admin' }> }) {
  return (
    <>
      <DashboardSection title="Open purchase orders">
        <TileGrid tiles={dashboardTiles(figures)} max={3} />
      </DashboardSection>
      <DashboardSection title="Spend and people">
        <Suspense fallback={<ChartsLoading />}>
          <AdminCharts figures={figures} />
        </Suspense>
      </DashboardSection>
      <DashboardSection title="Approval bottlenecks">
        {figures.bottlenecks.length > 0 ? (
          <WaitingTable rows={figures.bottlenecks} caption="Requests waiting longest for a decision" />
        ) : (
          <Text c="gray.7" size="sm">
            No request is waiting for a decision.
          </Text>
        )}
      </DashboardSection>
    </>
  )
}
