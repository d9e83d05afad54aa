import { Button, Group, Stack, Text } from '@mantine/core'
import { useId } from 'react'
import { ProductThumb } from '../../../components/product-thumb'
import { AnchorLink } from '../../../components/router-links'
import { refusalMessage } from '../../../lib/api-client'
import { formToast } from '../../../lib/toast'
import type { CartItem } from '../../../shared/cart-schemas'
import { formatInr } from '../../../shared/money'
import { perUnit } from '../../catalogue/unit-label'
import { useRemoveCartItem, useUpdateCartItem } from '../mutations'
import { CartLineFlags } from './cart-line-flags'
import { QuantityStepper } from './quantity-stepper'

/** One cart line: image, name, SKU, unit price, quantity stepper, line total with GST, remove. */
export function CartLine({ line }: { line: CartItem }) {
  const nameId = useId()
  const update = useUpdateCartItem()
  const remove = useRemoveCartItem()
  const pending = update.isPending || remove.isPending

  const setQuantity = (quantity: number) =>
    update.mutate(
      { cartId: line.CartID, quantity },
      { onError: (error) => formToast.error('Could not change the quantity', refusalMessage(error)) },
    )
  const removeLine = () =>
    remove.mutate(line.CartID, {
      onSuccess: () => formToast.success('Removed from cart', line.Name),
      onError: (error) => formToast.error('Could not remove the item', refusalMessage(error)),
    })

  return (
    <li aria-labelledby={nameId}>
      <Group gap="md" wrap="nowrap" align="flex-start" py="md" px="md">
        <ProductThumb src={line.Thumbnail} size={72} />
        <Stack gap={6} flex={1} miw={0}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Stack gap={2} miw={0}>
              <AnchorLink
                id={nameId}
                to="/Product-Detail/$productid"
                params={{ productid: String(line.ProductID) }}
                fw={600}
                c="gray.9"
              >
                {line.Name}
              </AnchorLink>
              <Text size="xs" c="dimmed" ff="monospace">
                SKU {line.SKU}
              </Text>
            </Stack>
            <Button
              variant="default"
              c="red.9"
              size="compact-sm"
              flex="none"
              onClick={removeLine}
              loading={remove.isPending}
            >
              Remove
            </Button>
          </Group>
          <CartLineFlags line={line} />
          <Group justify="space-between" align="flex-end" gap="sm">
            <Stack gap={4}>
              <Text size="sm">
                {formatInr(line.UnitPrice)} {perUnit(line.UnitsofMeasurement)}{' '}
                <Text span size="xs" c="dimmed">
                  + GST {line.TaxPercentage}%
                </Text>
              </Text>
              <QuantityStepper
                key={line.Quantity}
                name={line.Name}
                value={line.Quantity}
                unit={line.UnitsofMeasurement}
                onCommit={setQuantity}
                pending={pending}
              />
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text size="xs" c="dimmed">
                Line total
              </Text>
              <Text fw={700}>{formatInr(line.LineTotal)}</Text>
            </Stack>
          </Group>
        </Stack>
      </Group>
    </li>
  )
}
