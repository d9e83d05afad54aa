import { Badge, VisuallyHidden } from '@mantine/core'
import { PENDING_COLORS } from '../../offline/components/pending-marker'
import { useCartViewIfKnown } from '../use-cart-view'

/** The number of lines in the cart (pending offline changes included) as a small badge; nothing while it is empty or unknown. */
export function CartCount() {
  const cart = useCartViewIfKnown()
  const count = cart?.ItemCount ?? 0
  if (count === 0) return null
  const pending = (cart?.pendingCount ?? 0) > 0
  return (
    <Badge size="sm" circle={count < 10} variant="filled" color={pending ? PENDING_COLORS.solid : 'indigo.7'}>
      {count}
      <VisuallyHidden>
        {count === 1 ? ' item' : ' items'}
        {pending ? ', some not yet synced' : ''}
      </VisuallyHidden>
    </Badge>
  )
}
