import { Button, Group, Modal, NumberInput, Radio, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useFormSubmit } from '../../../components/form-kit/use-form-submit'
import { LabelledDropdown } from '../../../components/labelled-dropdown'
import { LabelledTextarea } from '../../../components/labelled-textarea'
import { quantityWithUnit } from '../../../shared/plural'
import type { Product } from '../../../shared/product-schemas'
import { REASONS_BY_MODE, STOCK_ADJUST_MODES, STOCK_REASONS } from '../../../shared/stock-schemas'
import { useAdjustStock } from '../mutations'
import {
  adjustBody,
  EMPTY_ADJUSTMENT,
  MODE_LABELS,
  reasonFor,
  resultingStock,
  STOCK_ADJUST_FIELDS,
  STOCK_ADJUST_RENAME,
  type StockAdjustValues,
} from '../stock-adjust-values'

/** Props of the adjust-stock dialog. */
export interface StockAdjustDialogProps {
  product: Product
  onClose: () => void
}

/**
 * Adjusts a product's stock: add or remove a quantity, or set the figure a count found, with a
 * reason and a note; shows the stock the change leaves. The server applies it to the stock as it
 * is then (orders may have taken some meanwhile) and records it in the product's stock history.
 */
export function StockAdjustDialog({ product, onClose }: StockAdjustDialogProps) {
  const form = useForm<StockAdjustValues>({ mode: 'controlled', initialValues: EMPTY_ADJUSTMENT })
  const adjust = useAdjustStock()
  const values = form.values
  const after = resultingStock(product.Stock, values)
  const unit = product.UnitsofMeasurement

  const changeMode = (picked: string) => {
    const next = STOCK_ADJUST_MODES.find((mode) => mode === picked) ?? 'add'
    form.setValues({ mode: next, reason: reasonFor(next, values.reason) })
    form.clearErrors()
  }

  const submit = useFormSubmit({
    form,
    fields: STOCK_ADJUST_FIELDS,
    rename: STOCK_ADJUST_RENAME,
    check: (checked) => adjustBody(checked, product.ProductID, product.Stock),
    send: (body) => adjust.mutateAsync(body),
    refused: 'Failed to adjust stock',
    saved: (saved) => ({
      message: 'Stock adjusted',
      detail: `${saved.Name}: ${quantityWithUnit(saved.Stock, unit)} in stock`,
      next: onClose,
    }),
  })

  return (
    <Modal opened onClose={onClose} title={`Adjust stock: ${product.Name}`} centered zIndex={1100}>
      <form ref={submit.ref} onSubmit={submit.onSubmit} noValidate>
        <Stack gap="sm">
          <Radio.Group label="Change" value={values.mode} onChange={changeMode}>
            <Group gap="md" mt={4}>
              {STOCK_ADJUST_MODES.map((mode) => (
                <Radio key={mode} value={mode} label={MODE_LABELS[mode].mode} />
              ))}
            </Group>
          </Radio.Group>
          <NumberInput
            label={`${MODE_LABELS[values.mode].quantity}:`}
            placeholder="0"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            required
            data-autofocus
            {...form.getInputProps('quantity')}
          />
          <LabelledDropdown
            label="Reason"
            options={REASONS_BY_MODE[values.mode].map((reason) => ({ id: reason, name: reason }))}
            required
            value={values.reason}
            onChange={(picked) =>
              form.setFieldValue('reason', STOCK_REASONS.find((r) => r === picked) ?? values.reason)
            }
            error={form.errors.reason}
          />
          <LabelledTextarea
            label="Note"
            placeholder="Delivery note, count sheet, what happened (optional)"
            rows={2}
            maxLength={500}
            {...form.getInputProps('note')}
          />
          <Text size="sm" aria-live="polite">
            In stock now: <strong>{quantityWithUnit(product.Stock, unit)}</strong>
            {after === null ? null : (
              <>
                {' · '}After this change: <strong>{quantityWithUnit(after, unit)}</strong>
              </>
            )}
          </Text>
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose} disabled={submit.pending}>
              Cancel
            </Button>
            <Button type="submit" loading={submit.pending}>
              Save adjustment
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
