import { Text } from '@mantine/core'
import { AnchorLink } from '../../../../components/router-links'
import { useSessionUser } from '../../../../lib/session-store'
import { RFQ_READERS } from '../../../../shared/rfq-access'
import { hasRole } from '../../../../shared/roles'

/**
 * "From RFQ <number>" on a PO an award raised: a link to the RFQ's offers (where its award and the POs
 * it raised show) for those who read RFQs, the number alone for others.
 */
export function PoRfqOrigin({ rfq }: { rfq: { RFQID: string; rfqNumber: string } }) {
  const reads = hasRole(useSessionUser()?.Role, RFQ_READERS)
  return (
    <Text size="sm">
      From RFQ{' '}
      {reads ? (
        <AnchorLink to="/Manage-RFQs/RFQ-Offers" search={{ rfq: rfq.RFQID }} fw={600}>
          {rfq.rfqNumber}
        </AnchorLink>
      ) : (
        <Text span fw={600}>
          {rfq.rfqNumber}
        </Text>
      )}
    </Text>
  )
}
