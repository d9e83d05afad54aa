import { CartIcon } from '../../../components/cart-icon'
import { ButtonLink } from '../../../components/router-links'
import { CartCount } from './cart-count'

/** The header's way to the cart, with its line count. */
export function HeaderCartLink() {
  return (
    <ButtonLink
      to="/Cart"
      variant="default"
      size="xs"
      leftSection={<CartIcon size={16} />}
      rightSection={<CartCount />}
    >
      Cart
    </ButtonLink>
  )
}
