import type { DropdownOption } from '../../../components/labelled-dropdown'

/**
 * The units a stored RFQ's items name, each once (two items of the same unit name it twice): the unit
 * select's options when the tenant's units are not loaded (a read-only view). A select refuses an
 * option twice.
 */
export function storedUnits(items: ReadonlyArray<{ UOMID: number; unitName: string }>): DropdownOption[] {
  const byId = new Map<number, DropdownOption>()
  for (const item of items) if (!byId.has(item.UOMID)) byId.set(item.UOMID, { id: item.UOMID, name: item.unitName })
  return [...byId.values()]
}
