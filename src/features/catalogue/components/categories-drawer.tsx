import { Drawer } from '@mantine/core'
import type { CategoryNode } from '../category-tree'
import { CategoryTreeNav } from './category-tree-nav'

/** The phone's category tree in a drawer: a pick navigates and closes it. */
export default function CategoriesDrawer(props: {
  opened: boolean
  onClose: () => void
  roots: CategoryNode[]
  selected?: number
}) {
  return (
    <Drawer opened={props.opened} onClose={props.onClose} title="Categories" size="xs" zIndex={1100}>
      <CategoryTreeNav roots={props.roots} selected={props.selected} onPick={props.onClose} />
    </Drawer>
  )
}
