import { Button, Group, Input, Loader, UnstyledButton } from '@mantine/core'
import { type CSSProperties, useId } from 'react'
import { ignoreRepeatClick } from '../../../lib/repeat-click'
import { type OrderableProduct, useAddToCartForm } from '../use-add-to-cart-form'
import { quantityFieldProps } from './quantity-input'

// The inline styles Mantine's Group, TextInput (size sm, 76 px) and Button (size sm, compact) set.
const ROW = {
  '--group-gap': 'var(--mantine-spacing-xs)',
  '--group-align': 'flex-start',
  '--group-justify': 'flex-start',
  '--group-wrap': 'nowrap',
} as CSSProperties
const FIELD_WIDTH = { width: 'calc(4.75rem * var(--mantine-scale))' }
const FIELD = {
  '--input-height': 'var(--input-height-sm)',
  '--input-fz': 'var(--mantine-font-size-sm)',
} as CSSProperties
const FIELD_WITH_ERROR = { ...FIELD, '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } as CSSProperties
const ERROR = {
  '--input-error-size': 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
} as CSSProperties
const BUTTON = {
  '--button-height': 'var(--button-height-sm)',
  '--button-padding-x': 'var(--button-padding-x-sm)',
  '--button-fz': 'var(--mantine-font-size-sm)',
  '--button-color': 'var(--mantine-color-white)',
  paddingInline: 'var(--mantine-spacing-xs)',
  flex: 1,
} as CSSProperties
const LOADER_PLACE = { transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))' }
const LOADER = {
  '--loader-size': 'calc(var(--button-height) / 1.8)',
  '--loader-color': 'var(--button-color)',
} as CSSProperties

/** `data-*` for a flag that is set: present and "true", else absent, as Mantine writes them. */
const flag = (on: boolean) => (on ? 'true' : undefined)

/**
 * A catalogue card's quantity (labelled for screen readers) and 'Add to cart'. The same elements,
 * Mantine classes and styles as Mantine's Group, TextInput and Button would render, so the same
 * pixels, drawn as plain elements: the catalogue's first screen has twelve of these, and those
 * components (each resolving its props, styles and theme) were most of a card's rendering in the
 * tasks that show the grid (issue 12).
 */
export function CardAddToCartForm({ product }: { product: OrderableProduct }) {
  const form = useAddToCartForm(product)
  const id = useId()
  const errorId = `${id}-error`
  const invalid = form.error !== null
  const disabled = !form.orderable
  return (
    <form onSubmit={form.submit} noValidate>
      <div className={Group.classes.root} style={ROW}>
        <div className={Input.classes.root} data-size="sm" data-error={flag(invalid)} style={FIELD_WIDTH}>
          <div
            className={Input.classes.wrapper}
            data-variant="default"
            data-size="sm"
            data-error={flag(invalid)}
            data-disabled={flag(disabled)}
            style={invalid ? FIELD_WITH_ERROR : FIELD}
          >
            <input
              id={id}
              className={Input.classes.input}
              data-variant="default"
              data-error={flag(invalid)}
              data-disabled={flag(disabled)}
              aria-label={`Quantity of ${product.Name}`}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              disabled={disabled}
              {...quantityFieldProps(form.quantity, form.change, form.unit)}
            />
          </div>
          {invalid ? (
            <p className={Input.classes.error} data-size="sm" id={errorId} style={ERROR}>
              {form.error}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className={`mantine-focus-auto${disabled || form.busy ? '' : ' mantine-active'} ${Button.classes.root} ${UnstyledButton.classes.root}`}
          data-size="sm"
          data-disabled={flag(disabled)}
          data-loading={flag(form.busy)}
          disabled={disabled || form.busy}
          onClick={ignoreRepeatClick}
          style={BUTTON}
        >
          {form.busy ? (
            <span className={Button.classes.loader} aria-hidden style={LOADER_PLACE}>
              <span className={`${Loader.classes.ovalLoader} ${Loader.classes.root}`} style={LOADER} />
            </span>
          ) : null}
          <span className={Button.classes.inner}>
            <span className={Button.classes.label} data-loading={flag(form.busy)}>
              Add to cart
            </span>
          </span>
        </button>
      </div>
    </form>
  )
}
