import { SimpleGrid } from '@mantine/core'
import type { DashboardTile } from '../../../shared/dashboard-tiles'
import { StatTile } from './stat-tile'

/** Figures as a grid of tiles: one column on a phone (two for short ones), up to four on a wide screen. */
export function TileGrid(props: { tiles: DashboardTile[]; max?: 2 | 3 | 4; phoneCols?: 1 | 2 }) {
  const { tiles, max = 4, phoneCols = 1 } = props
  return (
    <SimpleGrid cols={{ base: phoneCols, xs: 2, md: Math.min(max, 3), lg: max }} spacing="md">
      {tiles.map((tile) => (
        <StatTile key={tile.label} tile={tile} />
      ))}
    </SimpleGrid>
  )
}
