import { List, Text } from '@mantine/core'
import { Notice } from '../../../components/notice'
import { ButtonLink } from '../../../components/router-links'
import { formatInr } from '../../../shared/money'
import { formatCount } from '../../../shared/number-format'
import { quantityWithUnit } from '../../../shared/plural'
import type { CartIssues } from '../../cart/cart-review'

/** What must happen before the order can be placed: fix the cart, or accept the new prices. */
export function CheckoutReview({ issues }: { issues: CartIssues }) {
  if (issues.blocked) {
    return (
      <Notice tone="danger" title="Some items cannot be ordered">
        <List size="sm" spacing={4} mb="sm">
          {issues.unavailable.map((line) => (
            <List.Item key={line.CartID}>{line.Name} is no longer available.</List.Item>
          ))}
          {issues.stockShort.map((line) => (
            <List.Item key={line.CartID}>
              {line.Name}: only {quantityWithUnit(line.Stock, line.UnitsofMeasurement)} in stock, you asked for{' '}
              {formatCount(line.Quantity)}.
            </List.Item>
          ))}
        </List>
        <ButtonLink to="/Cart" size="xs" variant="white" color="red.9">
          Review cart
        </ButtonLink>
      </Notice>
    )
  }
  if (issues.priceChanged.length === 0) return null
  return (
    <Notice tone="warning" title="Prices changed since you added these items">
      <List size="sm" spacing={4} mb="xs">
        {issues.priceChanged.map((line) => (
          <List.Item key={line.CartID}>
            {line.Name}: now {formatInr(line.CurrentPrice)} (was {formatInr(line.UnitPrice)})
          </List.Item>
        ))}
      </List>
      <Text size="sm">The order summary shows the new prices. Place the order to accept them.</Text>
    </Notice>
  )
}
