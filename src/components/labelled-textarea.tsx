import { Textarea, type TextareaProps } from '@mantine/core'
import { LOCKED_FIELD_STYLES } from './locked-field-styles'

/** Props of the labelled text area (spec point 5, Generic form fields). */
export interface LabelledTextareaProps extends Omit<TextareaProps, 'label' | 'disabled'> {
  /** Shown followed by a colon. */
  label: string
  /** A truthy id disables the field (spec point 5); it also ties the label to the text area. */
  id?: string
  /** Disables the field without giving it an id. */
  disabled?: boolean
}

/** A text area whose label ends with a colon; 3 rows and 'Enter text...' by default; a truthy id disables it. */
export function LabelledTextarea({
  label,
  id,
  rows = 3,
  placeholder = 'Enter text...',
  disabled,
  ...rest
}: LabelledTextareaProps) {
  const locked = Boolean(id) || Boolean(disabled)
  return (
    <Textarea
      {...rest}
      id={id || undefined}
      rows={rows}
      placeholder={placeholder}
      label={`${label}:`}
      disabled={locked}
      styles={locked ? LOCKED_FIELD_STYLES : undefined}
    />
  )
}
