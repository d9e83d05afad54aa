import { Button, Group } from '@mantine/core'
import { ignoreRepeatClick } from '../../../lib/repeat-click'
import { type OrderableProduct, useAddToCartForm } from '../use-add-to-cart-form'
import { QuantityInput } from './quantity-input'

/** The product page's quantity and 'Add to cart' (a catalogue card has card-add-to-cart-form.tsx). */
export function AddToCartForm({ product }: { product: OrderableProduct }) {
  const form = useAddToCartForm(product)
  return (
    <form onSubmit={form.submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <QuantityInput
          label="Quantity"
          value={form.quantity}
          onChange={form.change}
          error={form.error}
          unit={form.unit}
          disabled={!form.orderable}
          w={140}
          size="md"
        />
        <Button
          type="submit"
          onClick={ignoreRepeatClick}
          loading={form.busy}
          disabled={!form.orderable}
          size="md"
          mt={26}
        >
          Add to cart
        </Button>
      </Group>
    </form>
  )
}
