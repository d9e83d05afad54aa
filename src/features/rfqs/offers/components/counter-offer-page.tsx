import { Group, Stack, Text, Title } from '@mantine/core'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Notice } from '../../../../components/notice'
import { PageHeader } from '../../../../components/page-header'
import { ButtonLink } from '../../../../components/router-links'
import { refusalMessage } from '../../../../lib/api-client'
import { useSessionUser } from '../../../../lib/session-store'
import { RFQ_WRITERS } from '../../../../shared/rfq-access'
import type { RfqDetail, RfqNegotiation } from '../../../../shared/rfq-read-schemas'
import { hasRole } from '../../../../shared/roles'
import { rfqQueries } from '../../queries'
import { negotiationThread } from '../counter-values'
import { canEvaluate } from '../offer-grid'
import { negotiationQuery } from '../queries'
import { answeredByPartner } from '../record-values'
import { CounterForm } from './counter-form'
import { NegotiationThread } from './negotiation-thread'
import { RecordAnswerForm } from './record-answer-form'
import { ResponseStatusBadge } from './response-status-badge'

/** /Manage-RFQs/RFQ-Offers/CounterOffer?rfq=…&partner=…: the negotiation with one partner. */
export function CounterOfferPage({ RFQID, supplierId }: { RFQID: string; supplierId: string }) {
  const { data: rfq } = useSuspenseQuery(rfqQueries.detail(RFQID))
  const partner = rfq.partners.find((p) => p.supplierId === supplierId)
  const query = useQuery({ ...negotiationQuery(RFQID, supplierId), enabled: !rfq.sealed && partner !== undefined })
  const back = (
    <ButtonLink to="/Manage-RFQs/RFQ-Offers" search={{ rfq: RFQID }} variant="default">
      Back to offers
    </ButtonLink>
  )
  return (
    <Stack gap="lg">
      <PageHeader
        title={`Counter Offer${partner ? `: ${partner.name}` : ''}`}
        description={`${rfq.rfqNumber}: ${rfq.title}`}
        actions={back}
      />
      {!partner ? (
        <Notice tone="warning" title="Not invited">
          <Text size="sm">This supply partner is not invited to this request for quotation.</Text>
        </Notice>
      ) : rfq.sealed ? (
        <Notice tone="neutral" title="Quotations are sealed">
          <Text size="sm">
            Counter offers can be made once the response deadline passes or the RFQ is closed for bids.
          </Text>
        </Notice>
      ) : query.data ? (
        <Negotiation rfq={rfq} negotiation={query.data} />
      ) : query.isError ? (
        <Notice tone="danger" title="The negotiation could not be loaded">
          <Text size="sm">{refusalMessage(query.error) ?? 'Please try again.'}</Text>
        </Notice>
      ) : (
        <Text c="dimmed">Loading the negotiation…</Text>
      )}
    </Stack>
  )
}

function Negotiation({ rfq, negotiation }: { rfq: RfqDetail; negotiation: RfqNegotiation }) {
  const writer = hasRole(useSessionUser()?.Role, RFQ_WRITERS)
  const { supplier } = negotiation
  const rounds = negotiationThread(negotiation)
  const current = rounds.at(-1)
  const open = current?.proposal && Date.parse(current.proposal.respondBy) > Date.now() ? current.proposal : null
  const active = supplier.partnerStatus === 'Active'
  const actions = writer && canEvaluate(negotiation.status) && active
  const responded = supplier.responseStatus !== 'Invited'
  const answeredItself = open ? answeredByPartner(negotiation, open).size === negotiation.items.length : false
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Title order={2} size="h3">
          Rounds
        </Title>
        <ResponseStatusBadge status={supplier.responseStatus} />
      </Group>
      <NegotiationThread rounds={rounds} items={negotiation.items} />
      {active ? null : (
        <Notice tone="warning" title={`${supplier.name} is ${supplier.partnerStatus}`}>
          <Text size="sm">
            Its quotes stay on record, but it can no longer answer, be sent a counter offer or be awarded.
          </Text>
        </Notice>
      )}
      {actions && open && answeredItself ? (
        <Notice tone="neutral" title={`${supplier.name} answered round ${open.round} itself`}>
          <Text size="sm">
            Its own figures stand: a buyer cannot replace them. To take a new answer given by phone or e-mail, make a
            new counter offer and record the answer there.
          </Text>
        </Notice>
      ) : null}
      {actions && open && !answeredItself ? (
        <Stack gap="sm">
          <Title order={2} size="h3">
            Record the partner’s answer
          </Title>
          <Text size="sm">
            If the partner answered by phone or e-mail, enter its figures for round {open.round} here. The form starts
            from its own latest figures, and the answer is recorded as entered by you.
          </Text>
          <RecordAnswerForm key={open.round} negotiation={negotiation} paymentTerms={rfq.paymentTerms} open={open} />
        </Stack>
      ) : null}
      {actions && responded ? (
        <Stack gap="sm">
          <Title order={2} size="h3">
            New counter offer
          </Title>
          <CounterForm negotiation={negotiation} />
        </Stack>
      ) : null}
    </Stack>
  )
}
