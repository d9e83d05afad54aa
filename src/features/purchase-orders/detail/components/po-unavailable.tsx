import { Stack, Text } from '@mantine/core'
import { Notice } from '../../../../components/notice'
import { PageHeader } from '../../../../components/page-header'
import { ButtonLink } from '../../../../components/router-links'

/** What the PO page shows when its id is malformed or names no PO: the reason and the way back. */
export function PoUnavailable({ title, children }: { title: string; children: string }) {
  return (
    <Stack gap="md" maw={720}>
      <PageHeader title="Purchase Order" />
      <Notice tone="danger" title={title}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{children}</Text>
          <ButtonLink to="/Manage-PO" size="sm">
            Back to purchase orders
          </ButtonLink>
        </Stack>
      </Notice>
    </Stack>
  )
}
