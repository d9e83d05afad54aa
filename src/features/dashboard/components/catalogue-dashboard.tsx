import type { RoleFigures } from '../../../shared/dashboard'
import { dashboardTiles } from '../../../shared/dashboard-tiles'
import { TileGrid } from './tile-grid'

/** The catalogue manager's day: low stock, products without images, inactive products still in carts. */
export function CatalogueDashboard({ figures }: { figures: Extract<RoleFigures, { role: 'catalogue_manager' }> }) {
  return <TileGrid tiles={dashboardTiles(figures)} max={3} />
}
