import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { ImageUpload } from '../../../components/image-upload'
import { LabelledDropdown } from '../../../components/labelled-dropdown'
import { LabelledTextInput } from '../../../components/labelled-text-input'
import { LabelledTextarea } from '../../../components/labelled-textarea'
import { ButtonLink } from '../../../components/router-links'
import { ApiError, refusalMessage } from '../../../lib/api-client'
import { formToast } from '../../../lib/toast'
import { serverFormErrors } from '../../../lib/valibot-form'
import { CATALOGUE_GST_RATES, CATALOGUE_STATUSES, gstLabel } from '../../../shared/catalogue-enums'
import type { Category } from '../../../shared/category-schemas'
import { useCanWriteCatalogue } from '../catalogue-access'
import { parentChoices } from '../category-choices'
import {
  type CategoryFormValues,
  categoryFormValues,
  createBody,
  EMPTY_CATEGORY,
  updateBody,
  validateCategory,
} from '../category-form-values'
import { useCreateCategory, useUpdateCategory } from '../mutations'
import { categoryQueries } from '../queries'

const STATUS_OPTIONS = CATALOGUE_STATUSES.map((status) => ({ id: status, name: status }))
const GST_OPTIONS = CATALOGUE_GST_RATES.map((rate) => ({ id: String(rate), name: gstLabel(rate) }))

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
    validate: (values) => validateCategory(values, props.mode),
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

  const refused = (error: unknown, message: string) => {
    if (error instanceof ApiError) form.setErrors(serverFormErrors(error.errors))
    formToast.error(message, refusalMessage(error))
  }

  const submit = form.onSubmit((values) => {
    if (!stored) {
      create.mutate(createBody(values), {
        onSuccess: () => {
          formToast.success('Category created successfully!')
          form.reset()
        },
        onError: (error) => refused(error, 'Failed to create category. Please try again.'),
      })
      return
    }
    update.mutate(updateBody(stored.CategoryID, values), {
      onSuccess: async () => {
        formToast.success('Category updated successfully!')
        await navigate({ to: '/Manage-Category' })
      },
      onError: (error) => refused(error, 'Failed to update category. Please try again.'),
    })
  })

  // The spec disables each field by giving it an id; ids are only set in view mode.
  const fieldId = (name: string) => (readOnly ? `category-${name}` : undefined)
  const pending = create.isPending || update.isPending

  return (
    <Paper component="form" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} onSubmit={submit} noValidate maw={880}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LabelledTextInput
            label="Category Name"
            placeholder="e.g. Office Supplies"
            required={!readOnly}
            id={fieldId('name')}
            {...form.getInputProps('category_name')}
          />
          <LabelledTextInput
            label="Category Code"
            placeholder="e.g. OFF-SUP"
            required={!readOnly}
            id={fieldId('code')}
            {...form.getInputProps('category_code')}
          />
        </SimpleGrid>
        <LabelledTextarea
          label="Category Description"
          id={fieldId('description')}
          {...form.getInputProps('category_description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <LabelledDropdown
            label="Parent Category"
            options={parents}
            loading={selectable.isPending}
            disabled={readOnly}
            clearable
            {...form.getInputProps('parent_category_id')}
          />
          <LabelledDropdown
            label="Status"
            options={STATUS_OPTIONS}
            disabled={readOnly}
            {...form.getInputProps('status')}
          />
          <LabelledDropdown label="GST" options={GST_OPTIONS} disabled={readOnly} {...form.getInputProps('gst')} />
        </SimpleGrid>
        <ImageUpload
          label="Category Image"
          disabled={readOnly}
          required={props.mode === 'create'}
          value={form.values.category_image}
          onChange={(image) => form.setFieldValue('category_image', image)}
          error={form.errors.category_image}
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <ButtonLink variant="default" to="/Manage-Category">
            {readOnly ? 'Back' : 'Cancel'}
          </ButtonLink>
          {readOnly && stored && canWrite ? (
            <ButtonLink to="/Update-Category/$id" params={{ id: String(stored.CategoryID) }}>
              Edit
            </ButtonLink>
          ) : null}
          {readOnly ? null : (
            <Button type="submit" loading={pending}>
              {stored ? 'Update Category' : 'Create Category'}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  )
}
