import { Box, Button, EmptyState, Grid, Group, Paper, Stack, Title } from '@mantine/core'
import { Icon } from '../../../components/icons'
import { Notice } from '../../../components/notice'
import { PageHeader } from '../../../components/page-header'
import { ButtonLink } from '../../../components/router-links'
import { TotalsSummary } from '../../../components/totals-summary'
import { plural } from '../../../shared/plural'
import { PendingMarker } from '../../offline/components/pending-marker'
import { cartIssues, checkoutSummary } from '../cart-review'
import { useCartView } from '../use-cart-view'
import { CartLine } from './cart-line'
import classes from './cart-page.module.css'

/**
 * /Cart: the lines with their flags, quantities and totals (GST per rate), and the way to checkout.
 * Prices and totals are those the checkout will charge (today's prices once any changed), from the
 * same shared money functions the server uses.
 */
export function CartPage() {
  const cart = useCartView()
  const issues = cartIssues(cart)
  const summary = checkoutSummary(cart)
  const priced = new Map(summary.lines.map((line) => [line.CartID, line]))
  const lines = cart.CartItems.length

  if (lines === 0 && cart.checkout) {
    return (
      <Stack gap="md" maw={1100}>
        <PageHeader title="Cart" />
        <Paper withBorder radius="md" py={48} px="md">
          <EmptyState icon={<Icon name="cart" size={32} />} withIndicatorBackground>
            <EmptyState.Title order={2}>Your order will be placed when you are back online</EmptyState.Title>
            <EmptyState.Description>
              The checkout is saved on this device with the cart as it was. It is sent as soon as the server can be
              reached; the order then appears under Orders.
            </EmptyState.Description>
            <Group justify="center" mt="md">
              <PendingMarker label="Checkout pending sync" />
            </Group>
          </EmptyState>
        </Paper>
      </Stack>
    )
  }

  if (lines === 0) {
    return (
      <Stack gap="md" maw={1100}>
        <PageHeader title="Cart" />
        <Paper withBorder radius="md" py={48} px="md">
          <EmptyState icon={<Icon name="cart" size={32} />} withIndicatorBackground>
            <EmptyState.Title order={2}>Your cart is empty</EmptyState.Title>
            <EmptyState.Description>Browse the catalogue and add the products your team needs.</EmptyState.Description>
            <ButtonLink to="/catalogue" mt="md">
              Browse the catalogue
            </ButtonLink>
          </EmptyState>
        </Paper>
      </Stack>
    )
  }

  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title="Cart" description={`${plural(lines, 'item', 'items')} in your cart`} />
      {cart.pendingCount > 0 ? (
        <Notice tone="warning" title="Some changes are not synced yet">
          Lines marked Pending sync were changed on this device and are sent when you are back online. Totals include
          them as they will be once sent.
        </Notice>
      ) : null}
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md">
            <ul className={classes.lines} aria-label="Cart items">
              {cart.CartItems.map((line) => (
                <CartLine key={line.CartID} line={line} priced={priced.get(line.CartID)} />
              ))}
            </ul>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="cart-summary">
            <Title order={2} size="h4" id="cart-summary" mb="xs">
              Order summary
            </Title>
            <TotalsSummary totals={summary.totals} caption="Cart totals" />
            {issues.blocked ? (
              <Box mt="sm">
                <Notice tone="danger" title="Your cart needs attention">
                  Remove the unavailable items and lower the quantities that are short of stock to check out.
                </Notice>
              </Box>
            ) : issues.priceChanged.length > 0 ? (
              <Box mt="sm">
                <Notice tone="warning" title="Prices changed">
                  The totals show today's prices, which you accept when you place the order.
                </Notice>
              </Box>
            ) : null}
            <Stack gap="xs" mt="md">
              {issues.blocked ? (
                <Button size="md" fullWidth disabled>
                  Proceed to Checkout
                </Button>
              ) : (
                <ButtonLink to="/Checkout" size="md" fullWidth>
                  Proceed to Checkout
                </ButtonLink>
              )}
              <ButtonLink to="/catalogue" variant="subtle" fullWidth>
                Continue shopping
              </ButtonLink>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
