import { Button, Group, Stack, Text } from '@mantine/core'
import { useId } from 'react'
import { ProductThumb } from '../../../components/product-thumb'
import { AnchorLink } from '../../../components/router-links'
import { refusalMessage } from '../../../lib/api-client'
import type { PendingCartItem } from '../../../lib/offline/cart-overlay'
import { formToast } from '../../../lib/toast'
import { perUnit } from '../../../lib/unit-label'
import { formatInr } from '../../../shared/money'
import { PendingMarker } from '../../offline/components/pending-marker'
import type { SummaryLine } from '../cart-review'
import { useRemoveCartItem, useUpdateCartItem } from '../mutations'
import { CartLineFlags } from './cart-line-flags'
import { QuantityStepper } from './quantity-stepper'

/** Props of a cart line: the line, and its price and total as the order will charge them. */
export interface CartLineProps {
  line: PendingCartItem
  /** From checkoutSummary: today's price when prices changed, as the checkout places the order. */
  priced: SummaryLine | undefined
}

/** One cart line: image, name, SKU, unit price, quantity stepper, line total with GST, remove. */
export function CartLine({ line, priced }: CartLineProps) {
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
      onSuccess: (result) =>
        result.queued
          ? formToast.info(`Saved offline: ${line.Name} will be removed when you are back online`)
          : formToast.success('Removed from cart', line.Name),
      onError: (error) => formToast.error('Could not remove the item', refusalMessage(error)),
    })

  return (
    <li aria-labelledby={nameId} data-pending={line.pendingSince !== null || undefined}>
      <Group gap="md" wrap="nowrap" align="flex-start" py="md" px="md">
        <ProductThumb src={line.Thumbnail} size={72} />
        <Stack gap={6} flex={1} miw={0}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Stack gap={2} miw={0} align="flex-start">
              <AnchorLink
                id={nameId}
                to="/Product-Detail/$productid"
                params={{ productid: String(line.ProductID) }}
                fw={600}
                c="gray.9"
              >
                {line.Name}
              </AnchorLink>
              {line.SKU ? (
                <Text size="xs" c="dimmed" ff="monospace">
                  SKU {line.SKU}
                </Text>
              ) : null}
              {line.pendingSince !== null ? <PendingMarker /> : null}
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
                {formatInr(priced?.Price ?? line.UnitPrice)} {perUnit(line.UnitsofMeasurement)}{' '}
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
              <Text fw={700}>{formatInr(priced?.Total ?? line.LineTotal)}</Text>
            </Stack>
          </Group>
        </Stack>
      </Group>
    </li>
  )
}
