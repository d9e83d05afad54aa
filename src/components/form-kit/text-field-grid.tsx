import { SimpleGrid } from '@mantine/core'
import { LabelledTextInput } from '../labelled-text-input'
import type { FieldBinder, FieldOptions } from './field-props'

/** One text field of a grid: where it binds, what it says, and how it is bound. */
export interface TextFieldSpec extends FieldOptions {
  path: string
  label: string
  placeholder?: string
  description?: string
  type?: 'text' | 'email' | 'tel'
  maxLength?: number
}

/** Text fields side by side (one column on a phone), each bound to the form by `field`. */
export function TextFieldGrid({ specs, field }: { specs: readonly TextFieldSpec[]; field: FieldBinder }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {specs.map(({ path, required, id, ...input }) => (
        <LabelledTextInput key={path} {...input} {...field(path, { required, id })} />
      ))}
    </SimpleGrid>
  )
}
