import { Group, NumberInput, Text } from '@mantine/core'
import { PO_VALUE_RANGE } from '../../../../shared/po-options'
import type { ValueRange } from '../po-filters'

const toBound = (value: string | number): number | null =>
  value === '' || !Number.isFinite(Number(value)) ? null : Number(value)

/** The Value Range filter: a minimum and a maximum total value in rupees, each kept within 0..99999. */
export function PoValueRange({ value, onChange }: { value: ValueRange; onChange: (value: ValueRange) => void }) {
  const [min, max] = value
  const common = {
    min: PO_VALUE_RANGE.min,
    max: PO_VALUE_RANGE.max,
    clampBehavior: 'blur',
    allowNegative: false,
    decimalScale: 2,
    thousandSeparator: ',',
    thousandsGroupStyle: 'lakh',
    leftSection: <span aria-hidden>₹</span>,
    size: 'sm',
  } as const
  return (
    <div>
      <Group gap="xs" grow wrap="nowrap" align="flex-start">
        <NumberInput
          {...common}
          label="Min value"
          placeholder="0"
          value={min ?? ''}
          onChange={(next) => onChange([toBound(next), max])}
        />
        <NumberInput
          {...common}
          label="Max value"
          placeholder="99,999"
          value={max ?? ''}
          onChange={(next) => onChange([min, toBound(next)])}
        />
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        Total value including GST, from ₹0 to ₹99,999.
      </Text>
    </div>
  )
}
