import { Alert, Paper, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ErrorComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PageHeader } from '../../../../components/page-header'
import { PageLoadError } from '../../../../components/page-load-error'
import { AnchorLink } from '../../../../components/router-links'
import { ApiError } from '../../../../lib/api-client'
import { formatDateTime } from '../../../../lib/format-date'
import { documentLabel, NOT_FOUND_TEXT } from '../form-texts'
import { approvalFormQueries } from '../queries'
import { ApprovalChain, ApprovalTimeline } from './approval-chain'
import { ApprovalDecisions } from './approval-decisions'
import { ApprovalDocument } from './approval-document'
import { ApprovalSummary } from './approval-summary'

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

const backLink = (
  <AnchorLink to="/Pending-Approvals" size="sm">
    ← Pending approvals
  </AnchorLink>
)

/** An address that names no approval the reader may see: a wrong type or id, or nothing submitted. */
export function ApprovalNotFound() {
  return (
    <Stack gap="md" maw={720}>
      {backLink}
      <Alert color="gray" variant="light" title={NOT_FOUND_TEXT.title} role="status" data-testid="approval-not-found">
        <Text size="sm">{NOT_FOUND_TEXT.body}</Text>
      </Alert>
    </Stack>
  )
}

/** A load that failed: the server's 404 (or a refused address) is the not-found state; the rest as every page. */
export function ApprovalFormError(props: ErrorComponentProps) {
  if (props.error instanceof ApiError && (props.error.status === 404 || props.error.status === 400)) {
    return <ApprovalNotFound />
  }
  return <PageLoadError {...props} />
}

/**
 * /Approval-Form/{name}/{id}: the document in its own read view, the approval at a glance, the
 * whole chain, the steps so far, and the decisions the server offers the reader.
 */
export function ApprovalFormPage({ urlName, documentId }: { urlName: string; documentId: string }) {
  const { data: approval } = useSuspenseQuery(approvalFormQueries.detail(urlName, documentId))
  return (
    <Stack gap="md" maw={1400}>
      {backLink}
      <PageHeader
        title={`Approval: ${documentLabel(approval)}`}
        description={`Requested by ${approval.requestedBy} on ${formatDateTime(approval.requestedDate)}`}
        actions={<ApprovalDecisions approval={approval} />}
      />
      <Paper withBorder radius="md" p="md" component="section" aria-label="Approval summary">
        <ApprovalSummary approval={approval} />
      </Paper>
      <Section id="approval-document" title={approval.approvalType === 'PO' ? 'Purchase order' : approval.approvalType}>
        <ApprovalDocument approval={approval} />
      </Section>
      <Section id="approval-chain" title="Approval chain">
        <ApprovalChain levels={approval.levels} />
      </Section>
      <Section id="approval-steps" title="Steps so far">
        <ApprovalTimeline steps={approval.steps} />
      </Section>
    </Stack>
  )
}
