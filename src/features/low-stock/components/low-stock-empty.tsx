import { Button } from '@mantine/core'
import { ListMessage } from '../../../components/list-kit/list-state'
import { ButtonLink } from '../../../components/router-links'

/** What the list shows when no product is low: what a reorder level is, and where it is set. */
export function NothingLow() {
  return (
    <ListMessage
      title="Nothing is at or below its reorder level"
      description="A product's reorder level is the stock at which it should be ordered again: once its stock falls to that level or below, it is listed here with a quantity to order. Set each product's reorder level on Manage Product."
      action={
        <ButtonLink variant="light" to="/Manage-Product">
          Manage Product
        </ButtonLink>
      }
    />
  )
}

/** What the list shows when no low product matches the search. */
export function NoLowMatch({ onClear }: { onClear: () => void }) {
  return (
    <ListMessage
      title="No low-stock product matches this search"
      description="Change or clear the search to see every product at or below its reorder level."
      action={
        <Button variant="light" onClick={onClear}>
          Clear search
        </Button>
      }
    />
  )
}
