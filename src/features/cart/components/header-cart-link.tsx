import { Box, VisuallyHidden } from '@mantine/core'
import { Icon } from '../../../components/icons'
import { ButtonLink } from '../../../components/router-links'
import { CartCount } from './cart-count'
import classes from './header-cart-link.module.css'

/** The header's way to the cart, with its line count; on a phone the word 'Cart' is for screen readers only. */
export function HeaderCartLink() {
  return (
    <ButtonLink
      to="/Cart"
      variant="default"
      size="xs"
      classNames={{ root: classes.root, section: classes.section }}
      leftSection={<Icon name="cart" size={16} />}
      rightSection={<CartCount />}
    >
      <Box component="span" visibleFrom="xs">
        Cart
      </Box>
      <VisuallyHidden hiddenFrom="xs">Cart</VisuallyHidden>
    </ButtonLink>
  )
}
