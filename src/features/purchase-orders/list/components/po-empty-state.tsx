import { Button } from '@mantine/core'
import { ListMessage } from '../../../../components/list-kit/list-state'
import { CreatePoButton } from './create-po-button'

/** What the PO list shows when it has no PO at all (`anyPo` false) or none in the tab. */
export function PoNothingYet(props: { anyPo: boolean; tabLabel: string; canCreate: boolean }) {
  return (
    <ListMessage
      title={props.anyPo ? `No purchase orders in ${props.tabLabel}` : 'No purchase orders yet'}
      description={
        props.anyPo
          ? 'Purchase orders show here once they reach this stage.'
          : 'Purchase orders you raise with your supply partners are listed here.'
      }
      action={props.canCreate ? <CreatePoButton variant="light" /> : null}
    />
  )
}

/** What the PO list shows when no PO matches the filters, with the way out. */
export function PoNoMatch({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <ListMessage
      title="No purchase order matches these filters"
      description="Change or clear the filters to see more."
      action={
        <Button variant="light" onClick={onClearFilters}>
          Clear all filters
        </Button>
      }
    />
  )
}
