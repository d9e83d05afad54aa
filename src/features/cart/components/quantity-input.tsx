import { TextInput, type TextInputProps } from '@mantine/core'
import type { ChangeEvent, KeyboardEvent } from 'react'
import type { UnitOfMeasurement } from '../../../shared/catalogue-enums'
import { type QuantityValue, steppedQuantity, typedQuantity } from '../quantity-check'

/** Props of a quantity field: a text field's, with the quantity as typed and the product's unit. */
export interface QuantityInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'inputMode'> {
  value: QuantityValue
  /** Called with the field's text, kept to digits and one decimal point. */
  onChange: (value: string) => void
  unit: UnitOfMeasurement
}

/** ↑ / ↓ step a quantity by one (never to zero, from empty to 1). */
function stepOnArrowKey(
  event: KeyboardEvent<HTMLInputElement>,
  value: QuantityValue,
  onChange: (value: string) => void,
) {
  const current = Number(value)
  if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && Number.isFinite(current)) {
    event.preventDefault()
    const next = steppedQuantity(current, event.key === 'ArrowUp' ? 1 : -1)
    if (next !== null) onChange(String(next))
  }
}

/**
 * What makes an input a cart quantity, for `QuantityInput` and the catalogue card's plain field: the
 * text kept to digits and one decimal point, ↑ / ↓ stepping, and the phone's number pad (with a
 * decimal point only for units sold in fractions).
 */
export function quantityFieldProps(value: QuantityValue, onChange: (value: string) => void, unit: UnitOfMeasurement) {
  return {
    value: String(value),
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(typedQuantity(event.currentTarget.value)),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => stepOnArrowKey(event, value, onChange),
    inputMode: unit === 'uom' ? 'decimal' : 'numeric',
    autoComplete: 'off',
  } as const
}

/**
 * A cart quantity: a text field that keeps digits and one decimal point, with the phone's number pad
 * (decimal only for units sold in fractions), and ↑ / ↓ stepping by one. A plain field, not Mantine's
 * NumberInput: the catalogue shows twelve of them on its first screen, and NumberInput's formatting
 * library and step buttons render each twice, in the same long task as the first screen (issue 12).
 */
export function QuantityInput({ value, onChange, unit, onKeyDown, ...props }: QuantityInputProps) {
  const field = quantityFieldProps(value, onChange, unit)
  return (
    <TextInput
      {...props}
      {...field}
      onKeyDown={(event) => {
        field.onKeyDown(event)
        onKeyDown?.(event)
      }}
    />
  )
}
