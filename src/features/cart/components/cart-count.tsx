import { Badge, VisuallyHidden } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { cartQueries } from '../queries'

/** The number of lines in the cart as a small badge (nothing while it is empty or unknown). */
export function CartCount() {
  const { data } = useQuery(cartQueries.current())
  const count = data?.ItemCount ?? 0
  if (count === 0) return null
  return (
    <Badge size="sm" circle={count < 10} variant="filled" color="indigo.7">
      {count}
      <VisuallyHidden>{count === 1 ? ' item' : ' items'}</VisuallyHidden>
    </Badge>
  )
}
