import { Button, Text } from '@mantine/core'
import { Notice } from '../../../../components/notice'
import { ApiError, OFFLINE_READ_MESSAGE } from '../../../../lib/api-client'
import { SupplierPageFrame } from './supplier-page-frame'

/** What a link that is missing its parts says (the server's own message answers a refused one). */
export const INCOMPLETE_LINK =
  'This link is incomplete. Open the link from the e-mail again, or ask the buyer for a new one.'

/** Why the page cannot show the request: an incomplete, refused or expired link, or no network (with Try again). */
export function LinkProblem({ error, retry }: { error: unknown; retry?: () => void }) {
  const offline = error instanceof ApiError && error.isNetwork
  const message = error instanceof ApiError ? error.message : INCOMPLETE_LINK
  return (
    <SupplierPageFrame title="Request for quotation">
      <Notice tone={offline ? 'warning' : 'danger'} title={offline ? 'You are offline' : 'This link cannot be used'}>
        <Text size="sm">{offline ? OFFLINE_READ_MESSAGE : message}</Text>
      </Notice>
      {offline && retry ? (
        <Button variant="default" onClick={retry} w="fit-content">
          Try again
        </Button>
      ) : null}
    </SupplierPageFrame>
  )
}
