import { Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { ButtonLink } from '../../../components/router-links'
import { orderQueries } from '../../orders/queries'

const route = getRouteApi('/_app/Checkout/Thank-You')

/** /Checkout/Thank-You: the order confirmation of spec point 2, with the order's number when it is known. */
export function ThankYouPage() {
  const { OrderID } = route.useSearch()
  const order = useQuery({ ...orderQueries.detail(OrderID ?? ''), enabled: OrderID !== undefined })
  return (
    <Center py="xl">
      <Paper withBorder radius="md" p="xl" maw={560} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" color="green.7" aria-hidden>
            <svg
              width="28"
              height="28"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2.5}
              aria-hidden="true"
            >
              <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </ThemeIcon>
          <Title order={1} size="h2">
            Thank You for Your Order!
          </Title>
          <Text>Your order has been successfully placed.</Text>
          {OrderID ? (
            <Stack gap={2}>
              {order.data ? <Text fw={600}>Order number: {order.data.OrderNumber}</Text> : null}
              <Text size="sm" c="dimmed">
                Order ID: <span style={{ overflowWrap: 'anywhere' }}>{OrderID}</span>
              </Text>
            </Stack>
          ) : null}
          <Group justify="center" gap="sm" mt="sm">
            <ButtonLink to="/order_detail" search={{ OrderID }}>
              View Order Details
            </ButtonLink>
            <ButtonLink to="/catalogue" variant="default">
              Continue Shopping
            </ButtonLink>
          </Group>
        </Stack>
      </Paper>
    </Center>
  )
}
