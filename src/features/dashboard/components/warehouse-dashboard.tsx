import { SimpleGrid } from '@mantine/core'
import type { RoleFigures } from '../../../shared/dashboard'
import { dashboardTiles } from '../../../shared/dashboard-tiles'
import { DashboardSection } from './dashboard-section'
import { DueDeliveries } from './due-deliveries'
import { TileGrid } from './tile-grid'

/** The warehouse's day: deliveries due today and this week, each a tap from receiving, and POs partly delivered. */
export function WarehouseDashboard({ figures }: { figures: Extract<RoleFigures, { role: 'warehouse' }> }) {
  return (
    <>
      <TileGrid tiles={dashboardTiles(figures)} max={3} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <DashboardSection title="Due today">
          <DueDeliveries {...figures.dueToday} empty="Nothing is due today." />
        </DashboardSection>
        <DashboardSection title="Due this week">
          <DueDeliveries
            {...figures.dueThisWeek}
            empty="Nothing is due in the next 7 days. Issued purchase orders appear here as their delivery dates come near."
          />
        </DashboardSection>
      </SimpleGrid>
    </>
  )
}
