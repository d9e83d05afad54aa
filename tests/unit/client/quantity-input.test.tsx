// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { QuantityInput } from '../../../src/features/cart/components/quantity-input'
import type { QuantityValue } from '../../../src/features/cart/quantity-check'
import type { UnitOfMeasurement } from '../../../src/shared/catalogue-enums'
import { installJsdomShims } from '../support/jsdom-shims'

beforeAll(installJsdomShims)
afterEach(cleanup)

/** A quantity field holding its own value, as the add-to-cart form and the cart's stepper do. */
function Field({ unit, start = 1 }: { unit: UnitOfMeasurement; start?: QuantityValue }) {
  const [value, setValue] = useState<QuantityValue>(start)
  return <QuantityInput aria-label="Quantity of Pen" value={value} onChange={setValue} unit={unit} />
}

const field = () => screen.getByLabelText('Quantity of Pen') as HTMLInputElement

describe('QuantityInput', () => {
  it('keeps digits and one decimal point of what is typed', () => {
    render(
      <MantineProvider>
        <Field unit="uom" />
      </MantineProvider>,
    )
    fireEvent.change(field(), { target: { value: '-1,2a.5.0' } })
    expect(field().value).toBe('12.50')
  })

  it('asks phones for the number pad, with a decimal point only for units sold in fractions', () => {
    render(
      <MantineProvider>
        <Field unit="boxes" />
      </MantineProvider>,
    )
    expect(field().getAttribute('inputmode')).toBe('numeric')
    cleanup()
    render(
      <MantineProvider>
        <Field unit="uom" />
      </MantineProvider>,
    )
    expect(field().getAttribute('inputmode')).toBe('decimal')
  })

  it('steps by one with the arrow keys, never to zero, and from empty to 1', () => {
    render(
      <MantineProvider>
        <Field unit="pieces" start={2} />
      </MantineProvider>,
    )
    fireEvent.keyDown(field(), { key: 'ArrowUp' })
    expect(field().value).toBe('3')
    fireEvent.keyDown(field(), { key: 'ArrowDown' })
    fireEvent.keyDown(field(), { key: 'ArrowDown' })
    fireEvent.keyDown(field(), { key: 'ArrowDown' })
    expect(field().value).toBe('1')
    fireEvent.change(field(), { target: { value: '' } })
    fireEvent.keyDown(field(), { key: 'ArrowUp' })
    expect(field().value).toBe('1')
  })
})
