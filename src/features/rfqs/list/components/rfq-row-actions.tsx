import { Button } from '@mantine/core'
import { ButtonLink } from '../../../../components/router-links'
import type { RfqRow } from '../../../../shared/rfq-read-schemas'
import type { Role } from '../../../../shared/roles'
import { type RfqMove, rfqRowOptions } from '../row-actions'

/** Edit or View, Send, and the status moves the signed-in user may make on one RFQ. */
export function RfqRowActions(props: {
  row: RfqRow
  role: Role | undefined
  sending: boolean
  onSend: (row: RfqRow) => void
  onMove: (row: RfqRow, move: RfqMove) => void
}) {
  const { row } = props
  const options = rfqRowOptions(row.status, props.role)
  return (
    <>
      <ButtonLink
        to="/Create-New-RFQ"
        search={{ id: row.RFQID }}
        size="compact-sm"
        variant="subtle"
        aria-label={`${options.open} ${row.rfqNumber}`}
      >
        {options.open}
      </ButtonLink>
      {options.offers ? (
        <ButtonLink
          to="/Manage-RFQs/RFQ-Offers"
          search={{ rfq: row.RFQID }}
          size="compact-sm"
          variant="subtle"
          aria-label={`Offers of ${row.rfqNumber}`}
        >
          Offers
        </ButtonLink>
      ) : null}
      {options.send ? (
        <Button
          size="compact-sm"
          variant="default"
          loading={props.sending}
          onClick={() => props.onSend(row)}
          aria-label={`Send ${row.rfqNumber}`}
        >
          Send
        </Button>
      ) : null}
      {options.moves.map((move) => (
        <Button
          key={move.action}
          size="compact-sm"
          variant="default"
          onClick={() => props.onMove(row, move)}
          aria-label={`${move.action} ${row.rfqNumber}`}
        >
          {move.action}
        </Button>
      ))}
    </>
  )
}
