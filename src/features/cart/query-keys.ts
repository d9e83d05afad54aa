/** Query keys of the cart: one cart per signed-in user. */
export const cartKeys = {
  all: ['cart'] as const,
  current: () => [...cartKeys.all, 'current'] as const,
}
