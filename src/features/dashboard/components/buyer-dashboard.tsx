import { Grid, SimpleGrid, Text } from '@mantine/core'
import type { RoleFigures } from '../../../shared/dashboard'
import { dashboardTiles, poStatusTiles } from '../../../shared/dashboard-tiles'
import { BuyerSpendCard } from './buyer-spend-card'
import { DashboardSection } from './dashboard-section'
import { StatTile } from './stat-tile'
import { TileGrid } from './tile-grid'

/** A buyer's day: deliveries, orders and RFQs to act on, this month's spend against budget, their POs by status. */
export function BuyerDashboard({ figures }: { figures: Extract<RoleFigures, { role: 'buyer' }> }) {
  const statuses = poStatusTiles(figures.posByStatus)
  return (
    <>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {dashboardTiles(figures).map((tile) => (
              <StatTile key={tile.label} tile={tile} />
            ))}
          </SimpleGrid>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <BuyerSpendCard spend={figures.spendThisMonth} />
        </Grid.Col>
      </Grid>
      <DashboardSection title="My purchase orders">
        {statuses.length > 0 ? (
          <TileGrid tiles={statuses} phoneCols={2} />
        ) : (
          <Text c="gray.7" size="sm">
            You have no purchase orders yet.
          </Text>
        )}
      </DashboardSection>
    </>
  )
}
