import { Group, NumberInput, Text } from '@mantine/core'
import { formatCount } from '../../shared/number-format'
import type { ValueRange } from './filter-spec'

const toBound = (value: string | number): number | null =>
  value === '' || !Number.isFinite(Number(value)) ? null : Number(value)

/** Props of a value range filter. */
export interface ValueRangeFilterProps {
  value: ValueRange
  onChange: (value: ValueRange) => void
  bounds: { min: number; max: number }
  hint: string
  prefix?: string
}

/** A minimum and a maximum amount, each kept within the bounds (clamped when the input loses focus). */
export function ValueRangeFilter({ value, onChange, bounds, hint, prefix }: ValueRangeFilterProps) {
  const [min, max] = value
  const common = {
    min: bounds.min,
    max: bounds.max,
    clampBehavior: 'blur',
    allowNegative: bounds.min < 0,
    decimalScale: 2,
    thousandSeparator: ',',
    thousandsGroupStyle: 'lakh',
    leftSection: prefix ? <span aria-hidden>{prefix}</span> : undefined,
    size: 'sm',
  } as const
  return (
    <div>
      <Group gap="xs" grow wrap="nowrap" align="flex-start">
        <NumberInput
          {...common}
          label="Min value"
          placeholder={formatCount(bounds.min)}
          value={min ?? ''}
          onChange={(next) => onChange([toBound(next), max])}
        />
        <NumberInput
          {...common}
          label="Max value"
          placeholder={formatCount(bounds.max)}
          value={max ?? ''}
          onChange={(next) => onChange([min, toBound(next)])}
        />
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        {hint}
      </Text>
    </div>
  )
}
