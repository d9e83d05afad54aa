import { MultiSelect, Select } from '@mantine/core'
import type { ReactNode } from 'react'
import { LOCKED_FIELD_STYLES } from './locked-field-styles'

/** One option of a labelled dropdown: the label comes from `name`, the value from `id`. */
export interface DropdownOption {
  id: string | number
  name: string
}

interface CommonProps {
  label: string
  options: readonly DropdownOption[]
  /** While true: placeholder 'Loading...', no options, disabled. */
  loading?: boolean
  disabled?: boolean
  required?: boolean
  /** Lets the user empty a single selection. */
  clearable?: boolean
  error?: ReactNode
  description?: ReactNode
  id?: string
  name?: string
  className?: string
}

interface SingleProps extends CommonProps {
  multiple?: false
  value?: string | null
  onChange?: (value: string | null) => void
}

interface MultipleProps extends CommonProps {
  multiple: true
  value?: string[]
  onChange?: (value: string[]) => void
}

/** Props of the labelled dropdown: single or multiple selection by the `multiple` flag. */
export type LabelledDropdownProps = SingleProps | MultipleProps

/** The labelled dropdown of spec point 4: 'Loading...' while loading, else 'Select {label}'; never searchable. */
export function LabelledDropdown(props: LabelledDropdownProps) {
  const { label, options, loading = false, disabled = false, clearable = false, ...field } = props
  const shared = {
    label: `${label}:`,
    placeholder: loading ? 'Loading...' : `Select ${label}`,
    data: loading ? [] : options.map((option) => ({ value: String(option.id), label: option.name })),
    disabled: loading || disabled,
    styles: disabled ? LOCKED_FIELD_STYLES : undefined,
    searchable: false,
    required: field.required,
    error: field.error,
    description: field.description,
    id: field.id,
    name: field.name,
    className: field.className,
    clearButtonProps: { 'aria-label': `Clear ${label}` },
  }
  if (props.multiple) {
    return <MultiSelect {...shared} clearable={clearable} value={props.value} onChange={props.onChange} />
  }
  return (
    <Select
      {...shared}
      clearable={clearable}
      allowDeselect={clearable}
      value={props.value}
      onChange={(value) => props.onChange?.(value)}
    />
  )
}
