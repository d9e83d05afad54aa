import { DataList, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { PageHeader } from '../../../components/page-header'
import { AnchorLink } from '../../../components/router-links'
import { TotalsSummary } from '../../../components/totals-summary'
import { formatDay } from '../../../lib/calendar-day'
import { formatDateTime } from '../../../lib/format-date'
import { orderQueries } from '../queries'
import { OrderActionsBar } from './order-actions-bar'
import { OrderHistory } from './order-history'
import { OrderLinesTable } from './order-lines-table'
import { OrderStatusBadge } from './order-status-badge'

const route = getRouteApi('/_app/order_detail')

/** /order_detail?OrderID=: lines, totals with GST per rate, delivery details, status history and the allowed moves. */
export function OrderDetailPage() {
  const { orderId } = route.useRouteContext()
  const { data: order } = useSuspenseQuery(orderQueries.detail(orderId))
  return (
    <Stack gap="md" maw={1200}>
      <AnchorLink to="/orders" size="sm">
        ← All orders
      </AnchorLink>
      <PageHeader
        title={`Order ${order.OrderNumber}`}
        description={`Placed ${formatDateTime(order.PlacedAt)} by ${order.PlacedBy}`}
        actions={<OrderActionsBar order={order} />}
      />
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Status
        </Text>
        <OrderStatusBadge status={order.Status} />
        {order.Approval?.exists ? (
          <AnchorLink to="/Approval-Form/$name/$id" params={{ name: 'Order', id: order.OrderID }} size="sm">
            View approval
          </AnchorLink>
        ) : null}
      </Group>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" component="section" aria-labelledby="order-lines">
              <Title order={2} size="h4" id="order-lines" p="md" pb={0}>
                Items ({order.ItemCount})
              </Title>
              <OrderLinesTable lines={order.Lines} />
            </Paper>
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-totals">
              <Title order={2} size="h4" id="order-totals" mb="xs">
                Totals
              </Title>
              <TotalsSummary totals={order.Totals} caption="Order totals" />
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-delivery">
              <Title order={2} size="h4" id="order-delivery" mb="sm">
                Delivery
              </Title>
              <DataList orientation="vertical" gap="sm">
                <DataList.Item>
                  <DataList.ItemLabel>Required by</DataList.ItemLabel>
                  <DataList.ItemValue>{formatDay(order.RequiredBy)}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Delivery address</DataList.ItemLabel>
                  <DataList.ItemValue style={{ whiteSpace: 'pre-line' }}>{order.DeliveryAddress}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Notes</DataList.ItemLabel>
                  <DataList.ItemValue style={{ whiteSpace: 'pre-line' }}>
                    {order.Notes || (
                      <Text span c="dimmed" size="sm">
                        None
                      </Text>
                    )}
                  </DataList.ItemValue>
                </DataList.Item>
              </DataList>
            </Paper>
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-history">
              <Title order={2} size="h4" id="order-history" mb="sm">
                Status history
              </Title>
              <OrderHistory history={order.History} />
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
