import { TextInput, type TextInputProps } from '@mantine/core'
import { LOCKED_FIELD_STYLES } from './locked-field-styles'

/** Props of the labelled text input (spec point 5, Generic form fields). */
export interface LabelledTextInputProps extends Omit<TextInputProps, 'label' | 'disabled'> {
  /** Shown followed by a colon. */
  label: string
  /** A truthy id disables the field (spec point 5); it also ties the label to the input. */
  id?: string
  /** Disables the field without giving it an id. */
  disabled?: boolean
}

/** A text input whose label ends with a colon; type defaults to text; a truthy id disables it. */
export function LabelledTextInput({ label, id, type = 'text', disabled, ...rest }: LabelledTextInputProps) {
  const locked = Boolean(id) || Boolean(disabled)
  return (
    <TextInput
      {...rest}
      id={id || undefined}
      type={type}
      label={`${label}:`}
      disabled={locked}
      styles={locked ? LOCKED_FIELD_STYLES : undefined}
    />
  )
}
