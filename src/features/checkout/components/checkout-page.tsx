import { Button, EmptyState, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { answerErrors } from '../../../components/form-kit/field-errors'
import { LabelledTextInput } from '../../../components/labelled-text-input'
import { LabelledTextarea } from '../../../components/labelled-textarea'
import { PageHeader } from '../../../components/page-header'
import { ButtonLink } from '../../../components/router-links'
import { ApiError, refusalMessage } from '../../../lib/api-client'
import { isoDayOf } from '../../../lib/calendar-day'
import { formToast } from '../../../lib/toast'
import { BudgetLeftPanel } from '../../budgets/components/budget-left-panel'
import { useBudgetOutcome } from '../../budgets/use-budget-outcome'
import { cartIssues, checkoutSummary } from '../../cart/cart-review'
import { useCartView } from '../../cart/use-cart-view'
import { PendingMarker } from '../../offline/components/pending-marker'
import { useRefreshCart } from '../../orders/mutations'
import { conflictCart } from '../cart-conflict'
import { usePlaceOrder } from '../checkout-mutation'
import { type CheckoutValues, checkoutErrors, EMPTY_CHECKOUT, orderBody } from '../checkout-values'
import { CheckoutReview } from './checkout-review'
import { CheckoutSummary } from './checkout-summary'

/** A checkout kept in the offline outbox: says plainly that the order is not placed yet. */
function CheckoutQueued() {
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title="Checkout" />
      <Paper withBorder radius="md" py={48} px="md" role="status">
        <EmptyState>
          <EmptyState.Title order={2}>Your order will be placed when you are back online</EmptyState.Title>
          <EmptyState.Description>
            The order is saved on this device and has not reached the server yet. It is sent as soon as the connection
            returns; if the server refuses it (a product ran out, say) it appears in the pending changes panel with the
            reason.
          </EmptyState.Description>
          <Group justify="center" mt="md" gap="sm">
            <PendingMarker label="Order pending sync" />
          </Group>
          <Group justify="center" mt="md" gap="sm">
            <ButtonLink to="/orders" variant="default">
              Go to Orders
            </ButtonLink>
            <ButtonLink to="/catalogue">Continue shopping</ButtonLink>
          </Group>
        </EmptyState>
      </Paper>
    </Stack>
  )
}

/** /Checkout: delivery address, required-by date and notes beside the order summary; places the order. */
export function CheckoutPage() {
  const cart = useCartView()
  const navigate = useNavigate()
  const refreshCart = useRefreshCart()
  // One id per checkout attempt: a retry, or placing again after accepting new prices, reuses it,
  // so the server places one order however often the request arrives.
  const [orderId] = useState(() => uuidv7())
  const today = isoDayOf(new Date())
  const form = useForm<CheckoutValues>({
    mode: 'controlled',
    initialValues: EMPTY_CHECKOUT,
    validate: (values) => checkoutErrors(values, today),
  })
  const create = usePlaceOrder()
  const budget = useBudgetOutcome()
  const issues = cartIssues(cart)
  const summary = checkoutSummary(cart)

  if (cart.checkout) return <CheckoutQueued />

  if (cart.CartItems.length === 0) {
    return (
      <Stack gap="md" maw={1100}>
        <PageHeader title="Checkout" />
        <Paper withBorder radius="md" py={48} px="md">
          <EmptyState>
            <EmptyState.Title order={2}>Your cart is empty</EmptyState.Title>
            <EmptyState.Description>Add products to your cart before you check out.</EmptyState.Description>
            <ButtonLink to="/catalogue" mt="md">
              Browse the catalogue
            </ButtonLink>
          </EmptyState>
        </Paper>
      </Stack>
    )
  }

  const submit = form.onSubmit((values) => {
    if (create.isPending) return
    create.mutate(orderBody(values, orderId, summary.acceptPriceChanges), {
      onSuccess: async (result) => {
        // Queued offline: the cart now shows the checkout pending (CheckoutQueued above), not a false success.
        if (result.queued) return
        budget.answered(result.budget)
        await navigate({ to: '/Checkout/Thank-You', search: { OrderID: result.order.OrderID } })
        await refreshCart()
      },
      onError: (error) => {
        if (conflictCart(error)) return formToast.error('Your cart changed', error.message)
        if (budget.failed(error)) return
        if (error instanceof ApiError) form.setErrors(answerErrors(error.errors, []))
        formToast.error('Failed to place the order. Please try again.', refusalMessage(error))
      },
    })
  })

  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title="Checkout" description="Tell us where and when to deliver, then place the order." />
      <CheckoutReview issues={issues} />
      <form onSubmit={submit} noValidate>
        <Grid gap="md" align="flex-start">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkout-delivery">
              <Title order={2} size="h4" id="checkout-delivery" mb="sm">
                Delivery
              </Title>
              <Stack gap="sm">
                <LabelledTextarea
                  label="Delivery address"
                  placeholder="Building, street, city, state and PIN code"
                  required
                  autosize
                  minRows={3}
                  maxLength={500}
                  {...form.getInputProps('DeliveryAddress')}
                />
                <LabelledTextInput
                  label="Required by"
                  type="date"
                  min={today}
                  required
                  w={{ base: '100%', xs: 220 }}
                  {...form.getInputProps('RequiredBy')}
                />
                <LabelledTextarea
                  label="Notes"
                  placeholder="Anything the warehouse or approver should know (optional)"
                  autosize
                  minRows={2}
                  maxLength={1000}
                  {...form.getInputProps('Notes')}
                />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkout-summary">
              <Title order={2} size="h4" id="checkout-summary" mb="sm">
                Order summary
              </Title>
              <CheckoutSummary lines={summary.lines} totals={summary.totals} />
              <BudgetLeftPanel amount={summary.totals.Total} refused={budget.refused} />
              <Button
                type="submit"
                size="md"
                fullWidth
                mt="md"
                loading={create.isPending}
                disabled={issues.blocked || create.isSuccess}
                h="auto"
                mih={42}
                py={8}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
              >
                {summary.acceptPriceChanges ? 'Accept new prices and place order' : 'Place Order'}
              </Button>
              <Text size="xs" c="dimmed" mt="xs" ta="center">
                Prices include GST as shown. You can follow the order under Orders.
              </Text>
            </Paper>
          </Grid.Col>
        </Grid>
      </form>
    </Stack>
  )
}
