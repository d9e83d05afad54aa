import { ActionIcon, Group } from '@mantine/core'
import { useState } from 'react'
import type { UnitOfMeasurement } from '../../../shared/catalogue-enums'
import { type QuantityValue, quantityProblem, steppedQuantity } from '../quantity-check'
import { QuantityInput } from './quantity-input'

/** Props of the quantity stepper. */
export interface QuantityStepperProps {
  /** The product, for the controls' accessible names. */
  name: string
  /** The quantity the server holds; give the stepper `key={value}` so a new value resets what is typed. */
  value: number
  unit: UnitOfMeasurement
  /** Called with a valid new quantity (a step, or what was typed once the field is left or Enter pressed). */
  onCommit: (quantity: number) => void
  pending?: boolean
}

/** − / quantity / + for a cart line: steps commit at once, typing commits on blur or Enter, checked by the shared rules. */
export function QuantityStepper({ name, value, unit, onCommit, pending = false }: QuantityStepperProps) {
  const [draft, setDraft] = useState<QuantityValue>(value)
  const [error, setError] = useState<string | null>(null)
  // A step starts from what is typed when that is valid: the blur commits it first, then the step.
  const base = quantityProblem(draft, unit) ? value : Number(draft)
  const down = steppedQuantity(base, -1)
  const up = steppedQuantity(base, 1)

  const commitDraft = () => {
    const problem = quantityProblem(draft, unit)
    setError(problem)
    if (!problem && Number(draft) !== value) onCommit(Number(draft))
  }

  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <ActionIcon
        variant="default"
        size={36}
        onClick={() => down !== null && onCommit(down)}
        disabled={pending || down === null}
        aria-label={`Decrease quantity of ${name}`}
      >
        <span aria-hidden>−</span>
      </ActionIcon>
      <QuantityInput
        aria-label={`Quantity of ${name}`}
        value={draft}
        onChange={(next) => {
          setDraft(next)
          if (error) setError(quantityProblem(next, unit))
        }}
        onBlur={commitDraft}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitDraft()
        }}
        error={error}
        unit={unit}
        disabled={pending}
        w={80}
        styles={{ input: { textAlign: 'center' } }}
      />
      <ActionIcon
        variant="default"
        size={36}
        onClick={() => up !== null && onCommit(up)}
        disabled={pending}
        aria-label={`Increase quantity of ${name}`}
      >
        <span aria-hidden>+</span>
      </ActionIcon>
    </Group>
  )
}
