import type { ListSort } from '../../../components/list-kit/sort'

/** A row of the gallery's demo table. */
export interface SampleRow {
  id: number
  item: string
  unit: string
  rate: number
}

/** Columns the demo table sorts by. */
export type SampleColumn = 'item' | 'rate'

const ITEMS = [
  'Printer toner',
  'A4 paper',
  'Safety gloves',
  'Hand sanitiser',
  'LED tube',
  'Cable ties',
  'Whiteboard marker',
]

/** Fourteen demo rows. */
export const SAMPLE_ROWS: SampleRow[] = Array.from({ length: 14 }, (_, i) => ({
  id: i + 1,
  item: `${ITEMS[i % ITEMS.length]} ${Math.floor(i / ITEMS.length) + 1}`,
  unit: i % 2 ? 'boxes' : 'pieces',
  rate: 40 + ((i * 37) % 300),
}))

/** One page of the demo rows in the given order (what a server does for a real list). */
export function samplePage(sort: ListSort<SampleColumn>, page: number, size: number): SampleRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1
  const sorted = [...SAMPLE_ROWS].sort((a, b) =>
    sort.column === 'rate' ? sign * (a.rate - b.rate) : sign * a.item.localeCompare(b.item),
  )
  return sorted.slice((page - 1) * size, page * size)
}
