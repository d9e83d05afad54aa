import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { RfqDetail } from '../../../../shared/rfq-read-schemas'
import { MAX_RFQ_PARTNERS } from '../../../../shared/rfq-schemas'
import { supplierQueries } from '../../../suppliers/queries'
import { rfqQueries } from '../../queries'
import { ACTIVE_PARTNERS_LISTED, partnerOptions } from '../partner-options'

/** Props of the partner picker: the picked ids, the items' catalogue products, and the partners a stored RFQ invited. */
export interface RfqPartnerPickerProps {
  value: string[]
  onChange: (ids: string[]) => void
  error?: React.ReactNode
  productIds: readonly number[]
  stored: RfqDetail['partners']
}

/**
 * The partners to invite: Active supply partners, those that supply the categories of the items'
 * catalogue products first, under "Suggested for these items", with a button to invite them all.
 */
export function RfqPartnerPicker({ value, onChange, error, productIds, stored }: RfqPartnerPickerProps) {
  const active = useQuery(supplierQueries.active({ length: ACTIVE_PARTNERS_LISTED }))
  const suggested = useQuery({
    ...rfqQueries.suggestedPartners(productIds),
    enabled: productIds.length > 0,
    placeholderData: keepPreviousData,
  })
  const suggestions = productIds.length > 0 ? (suggested.data ?? []) : []
  const { data, nameOf } = partnerOptions({
    suggested: suggestions.map((p) => ({ id: p.supplierId, name: p.name })),
    active: (active.data?.data ?? []).map((s) => ({ id: s.id, name: s.name })),
    stored: stored.map((p) => ({ id: p.supplierId, name: p.name })),
  })
  const notPicked = suggestions.filter((p) => !value.includes(p.supplierId))
  return (
    <Stack gap="xs">
      <MultiSelect
        label="Supply Partners:"
        description="Only Active supply partners can be invited; each gets an e-mail with a personal response link."
        placeholder={active.isPending ? 'Loading...' : 'Search Active supply partners'}
        data={data}
        value={value}
        onChange={onChange}
        error={error}
        required
        searchable
        clearable
        hidePickedOptions
        maxValues={MAX_RFQ_PARTNERS}
        nothingFoundMessage="No Active supply partner matches"
        comboboxProps={{ zIndex: 1000 }}
      />
      {suggestions.length > 0 ? (
        <Group gap="xs" align="center">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Suggested for these items: {suggestions.map((p) => nameOf(p.supplierId)).join(', ')}
          </Text>
          {notPicked.length > 0 && value.length + notPicked.length <= MAX_RFQ_PARTNERS ? (
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => onChange([...value, ...notPicked.map((p) => p.supplierId)])}
            >
              Invite suggested partners
            </Button>
          ) : null}
        </Group>
      ) : productIds.length > 0 && suggested.isSuccess ? (
        <Text size="sm" c="dimmed">
          No Active supply partner is listed for the categories of these items; pick any Active partner.
        </Text>
      ) : null}
    </Stack>
  )
}
