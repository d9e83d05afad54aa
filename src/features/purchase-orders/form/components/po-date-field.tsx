import '@mantine/dates/styles.css'
import { DateInput } from '@mantine/dates'
import type { ReactNode } from 'react'
import { LOCKED_FIELD_STYLES } from '../../../../components/locked-field-styles'
import { PO_DAY_FORMAT, parsePoDay } from '../po-day'

/** Props of a PO date field: the value is a day as YYYY-MM-DD. */
export interface PoDateFieldProps {
  label: string
  value?: string | null
  onChange: (value: string | null) => void
  onFocus?: () => void
  onBlur?: () => void
  error?: ReactNode
  required?: boolean
  disabled?: boolean
  clearable?: boolean
  minDate?: string
  maxDate?: string
  description?: ReactNode
}

/** A date field of the PO form: typed as 12 Mar 2026, 2026-03-12 or 12/03/2026, or picked on a calendar. */
export function PoDateField({ label, disabled = false, clearable = false, ...rest }: PoDateFieldProps) {
  return (
    <DateInput
      {...rest}
      label={`${label}:`}
      placeholder={disabled ? undefined : 'DD MMM YYYY'}
      valueFormat={PO_DAY_FORMAT}
      dateParser={parsePoDay}
      disabled={disabled}
      styles={disabled ? LOCKED_FIELD_STYLES : undefined}
      clearable={clearable && !disabled}
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      popoverProps={{ zIndex: 1000 }}
      previousLabel="Previous month"
      nextLabel="Next month"
    />
  )
}
