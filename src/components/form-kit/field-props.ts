import type { UseFormReturnType } from '@mantine/form'

/** How one field is bound: required when editable, and its id (which locks it) when read-only. */
export interface FieldOptions {
  required?: boolean
  /** The field's id in a read-only view, after the form's prefix ('name' → 'product-name'). */
  id?: string
}

/** What binds a field: the form's input props and the read-only rules. */
export type FieldBinder = (
  path: string,
  options?: FieldOptions,
) => ReturnType<UseFormReturnType<unknown>['getInputProps']> & {
  required: boolean
  disabled: boolean
  id: string | undefined
}

/**
 * The props that bind a labelled field to the form: value, onChange and error, `required` only while
 * the form can be edited, and when it is read-only `disabled` and an id (the spec locks a field by
 * giving it an id; ids are set only then).
 */
export function fieldProps<V>(form: UseFormReturnType<V>, readOnly: boolean, prefix: string): FieldBinder {
  return (path, { required = false, id } = {}) => ({
    ...form.getInputProps(path),
    required: required && !readOnly,
    disabled: readOnly,
    id: readOnly && id ? `${prefix}-${id}` : undefined,
  })
}
