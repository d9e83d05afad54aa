import { Card, Group, Stack, Text } from '@mantine/core'
import { AnchorLink, ButtonLink } from '../../../components/router-links'
import { formatDay } from '../../../lib/calendar-day'
import type { DueDelivery } from '../../../shared/dashboard'
import { figureLink } from '../figure-link'

/** POs due for delivery, each with a one-tap Receive into its PO screen (where the delivery is recorded). */
export function DueDeliveries(props: { items: DueDelivery[]; count: number; href: string; empty: string }) {
  if (props.items.length === 0) {
    return (
      <Text c="gray.7" size="sm">
        {props.empty}
      </Text>
    )
  }
  return (
    <Stack gap="xs">
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {props.items.map((item) => (
          <Card key={item.poId} component="li" withBorder radius={0} padding="sm">
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Stack gap={0} miw={0}>
                <Text fw={600} truncate>
                  {item.poNumber}
                </Text>
                <Text size="sm" c="gray.7" truncate>
                  {item.vendorName}
                </Text>
                <Text size="sm" c="gray.7">
                  Due {formatDay(item.deliveryDate)} · {item.status}
                </Text>
              </Stack>
              <ButtonLink {...figureLink(item.href)} aria-label={`Receive ${item.poNumber}`} miw="max-content">
                Receive
              </ButtonLink>
            </Group>
          </Card>
        ))}
      </Stack>
      {props.count > props.items.length ? (
        <AnchorLink {...figureLink(props.href)} size="sm">
          All {props.count} in the purchase order list
        </AnchorLink>
      ) : null}
    </Stack>
  )
}
