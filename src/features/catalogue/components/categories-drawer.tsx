import { Drawer } from '@mantine/core'
import type { CategoryNode } from '../category-tree'
import { CategoryTreeNav } from './category-tree-nav'

export interface CategoriesDrawerProps {
  opened: boolean
  onClose: () => void
  roots: CategoryNode[]
  selected?: number
}

/** The phone's category tree in a drawer: a pick navigates and closes it. */
export default function CategoriesDrawer(props: CategoriesDrawerProps) {
  return (
    <Drawer opened={props.opened} onClose={props.onClose} title="Categories" size="xs" zIndex={1100}>
      <CategoryTreeNav roots={props.roots} selected={props.selected} onPick={props.onClose} />
    </Drawer>
  )
}
