import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import {
  ApprovalFormError,
  ApprovalFormPage,
  ApprovalNotFound,
} from '../../../../features/approvals/form/components/approval-form-page'
import { formParams } from '../../../../features/approvals/form/form-texts'
import { approvalFormQueries } from '../../../../features/approvals/form/queries'

// Every signed-in user may open it: the server answers 404 for an approval the reader may not see.
export const Route = createFileRoute('/_app/Approval-Form/$name/$id')({
  beforeLoad: ({ params }) => ({ form: formParams(params) }),
  // The loader travels with the page's chunk: its queries and response schemas stay out of the sign-in bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  loader: ({ context }) =>
    context.form
      ? context.queryClient.ensureQueryData(approvalFormQueries.detail(context.form.urlName, context.form.documentId))
      : null,
  errorComponent: ApprovalFormError,
  component: ApprovalForm,
})

const route = getRouteApi('/_app/Approval-Form/$name/$id')

function ApprovalForm() {
  const { form } = route.useRouteContext()
  if (!form) return <ApprovalNotFound />
  return <ApprovalFormPage urlName={form.urlName} documentId={form.documentId} />
}
