import { Paper, SimpleGrid, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { fieldProps } from '../../../components/form-kit/field-props'
import { FormActions } from '../../../components/form-kit/form-actions'
import { TextFieldGrid, type TextFieldSpec } from '../../../components/form-kit/text-field-grid'
import { useFormSubmit } from '../../../components/form-kit/use-form-submit'
import { ImageUpload } from '../../../components/image-upload'
import { LabelledDropdown } from '../../../components/labelled-dropdown'
import { LabelledTextarea } from '../../../components/labelled-textarea'
import { ButtonLink } from '../../../components/router-links'
import { useCanWriteCatalogue } from '../../../lib/access'
import { CATALOGUE_GST_RATES, CATALOGUE_STATUSES, gstLabel } from '../../../shared/catalogue-enums'
import type { Category } from '../../../shared/category-schemas'
import { parentChoices } from '../category-choices'
import {
  CATEGORY_DUPLICATES,
  CATEGORY_FIELDS,
  type CategoryFormValues,
  categoryFormValues,
  checkCategory,
  createBody,
  EMPTY_CATEGORY,
  updateBody,
} from '../category-form-values'
import { useCreateCategory, useUpdateCategory } from '../mutations'
import { categoryQueries } from '../queries'

const STATUS_OPTIONS = CATALOGUE_STATUSES.map((status) => ({ id: status, name: status }))
const GST_OPTIONS = CATALOGUE_GST_RATES.map((rate) => ({ id: String(rate), name: gstLabel(rate) }))

const NAME_AND_CODE: readonly TextFieldSpec[] = [
  { path: 'category_name', label: 'Category Name', placeholder: 'e.g. Office Supplies', required: true, id: 'name' },
  { path: 'category_code', label: 'Category Code', placeholder: 'e.g. OFF-SUP', required: true, id: 'code' },
]

/** Props of the category form: create, edit, or read-only view of a stored category. */
export type CategoryFormProps = { mode: 'create' } | { mode: 'edit' | 'view'; category: Category }

/** The category form of spec point 2; read-only when it shows a stored category in view mode. */
export function CategoryForm(props: CategoryFormProps) {
  const navigate = useNavigate()
  const stored = props.mode === 'create' ? null : props.category
  const readOnly = props.mode === 'view'
  const canWrite = useCanWriteCatalogue()
  const form = useForm<CategoryFormValues>({
    mode: 'controlled',
    initialValues: stored ? categoryFormValues(stored) : EMPTY_CATEGORY,
  })
  const selectable = useQuery(categoryQueries.selectable())
  const parents = parentChoices(
    selectable.data?.data ?? [],
    stored
      ? { id: stored.CategoryID, parentId: stored.ParentCategoryID, parentName: stored.ParentCategoryName }
      : undefined,
  )
  const create = useCreateCategory()
  const update = useUpdateCategory()

  const submit = useFormSubmit({
    form,
    fields: CATEGORY_FIELDS,
    duplicates: CATEGORY_DUPLICATES,
    check: (values) => checkCategory(values, props.mode),
    send: (values: CategoryFormValues) =>
      stored ? update.mutateAsync(updateBody(stored.CategoryID, values)) : create.mutateAsync(createBody(values)),
    refused: stored ? 'Failed to update category. Please try again.' : 'Failed to create category. Please try again.',
    saved: () =>
      stored
        ? { message: 'Category updated successfully!', next: () => navigate({ to: '/Manage-Category' }) }
        : { message: 'Category created successfully!', next: () => form.reset() },
  })

  const field = fieldProps(form, readOnly, 'category')

  return (
    <Paper
      component="form"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      ref={submit.ref}
      onSubmit={submit.onSubmit}
      noValidate
      maw={880}
    >
      <Stack gap="md">
        <TextFieldGrid specs={NAME_AND_CODE} field={field} />
        <LabelledTextarea label="Category Description" {...field('category_description', { id: 'description' })} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <LabelledDropdown
            label="Parent Category"
            options={parents}
            loading={selectable.isPending}
            clearable
            {...field('parent_category_id')}
          />
          <LabelledDropdown label="Status" options={STATUS_OPTIONS} {...field('status')} />
          <LabelledDropdown label="GST" options={GST_OPTIONS} {...field('gst')} />
        </SimpleGrid>
        <ImageUpload
          label="Category Image"
          disabled={readOnly}
          required={props.mode === 'create'}
          value={form.values.category_image}
          onChange={(image) => form.setFieldValue('category_image', image)}
          error={form.errors.category_image}
        />
        <FormActions
          back="/Manage-Category"
          // The spec: the read-only view's Cancel goes to /Manage-Category.
          leave="Cancel"
          readOnly={readOnly}
          pending={submit.pending}
          submit={stored ? 'Update Category' : 'Create Category'}
        >
          {readOnly && stored && canWrite ? (
            <ButtonLink to="/Update-Category/$id" params={{ id: String(stored.CategoryID) }}>
              Edit
            </ButtonLink>
          ) : null}
        </FormActions>
      </Stack>
    </Paper>
  )
}
