import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { type FormErrors, useForm } from '@mantine/form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useRef } from 'react'
import { LabelledDropdown } from '../../../components/labelled-dropdown'
import { LabelledTextInput } from '../../../components/labelled-text-input'
import { LabelledTextarea } from '../../../components/labelled-textarea'
import { ApiError, refusalMessage } from '../../../lib/api-client'
import { ignoreRepeatClick } from '../../../lib/repeat-click'
import { formToast } from '../../../lib/toast'
import { focusFirstInvalid, serverFormErrors, unownedError } from '../../../lib/valibot-form'
import type { Product } from '../../../shared/product-schemas'
import { categoryChoices } from '../../categories/category-choices'
import { categoryQueries } from '../../categories/queries'
import { useCreateProduct, useUpdateProduct } from '../mutations'
import {
  createBody,
  EMPTY_PRODUCT,
  PRODUCT_FORM_FIELDS,
  type ProductFormValues,
  productFormErrors,
  productFormValues,
  updateBody,
} from '../product-form-values'
import { STATUS_OPTIONS } from '../product-options'
import { productKeys } from '../query-keys'
import { staleProduct } from '../stale-edit'
import { ProductImages } from './product-images'
import { ProductStockFields } from './product-stock-fields'

/** Props of the product form: a new product, or a stored one to edit (read-only without permission). */
export type ProductFormProps = { mode: 'create' } | { mode: 'edit' | 'view'; product: Product }

/**
 * The product form: every field of the product, images, and the submit checks of spec point 5 shown
 * on the fields they are about (a toast only for what no field shows).
 */
export function ProductForm(props: ProductFormProps) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const stored = props.mode === 'create' ? null : props.product
  const readOnly = props.mode === 'view'
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<ProductFormValues>({
    mode: 'controlled',
    initialValues: stored ? productFormValues(stored) : EMPTY_PRODUCT,
    validate: productFormErrors,
  })
  const selectable = useQuery(categoryQueries.selectable())
  const categories = categoryChoices(
    selectable.data?.data ?? [],
    stored ? { id: stored.CategoryID, name: stored.CategoryName } : undefined,
  )
  const create = useCreateProduct()
  const update = useUpdateProduct(stored?.CategoryID ?? 0)

  const refused = (error: unknown, message: string) => {
    const current = staleProduct(error)
    if (current) {
      formToast.error(
        'Someone else changed this product',
        'The latest version is now loaded. Review it and save again.',
      )
      queryClient.setQueryData(productKeys.detail(current.ProductID), current)
      return
    }
    const errors = error instanceof ApiError ? serverFormErrors(error.errors) : {}
    form.setErrors(errors)
    // The server named the fields at fault and each is on the form: they say it; anything else is a toast.
    if (Object.keys(errors).length > 0 && unownedError(errors, PRODUCT_FORM_FIELDS) === null) {
      return focusFirstInvalid(formRef.current)
    }
    formToast.error(message, refusalMessage(error))
  }

  const invalid = (errors: FormErrors) => {
    const loose = unownedError(errors, PRODUCT_FORM_FIELDS)
    if (loose) formToast.error(loose)
    focusFirstInvalid(formRef.current)
  }

  const submit = form.onSubmit((values) => {
    if (create.isPending || update.isPending) return
    // No field holds the product id, so this spec check is the one the form reports in a toast.
    if (stored && !stored.ProductID) {
      formToast.error('Product ID is required')
      return
    }
    const done = async (message: string) => {
      formToast.success(message)
      await navigate({ to: '/Manage-Product' })
    }
    if (!stored) {
      const built = createBody(values)
      if (!built.ok) return invalid(built.errors)
      return create.mutate(built.body, {
        onSuccess: () => done('Product created successfully!'),
        onError: (error) => refused(error, 'Failed to create product. Please try again.'),
      })
    }
    // Stock is sent as the product now reads (the spec's payload has it); the server does not write it.
    const built = updateBody({ ...values, Stock: stored.Stock }, stored.ProductID, stored.Version)
    if (!built.ok) return invalid(built.errors)
    update.mutate(built.body, {
      onSuccess: () => done('Product updated successfully!'),
      onError: (error) => refused(error, 'Failed to update product. Please try again.'),
    })
  }, invalid)

  // As on the category form, a field gets an id (which disables it) only in view mode.
  const fieldId = (name: string) => (readOnly ? `product-${name}` : undefined)

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md" maw={1100}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Text component="h2" size="sm" fw={600}>
              Details
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LabelledTextInput
                label="Name"
                placeholder="e.g. A4 Copier Paper 75 gsm"
                required={!readOnly}
                id={fieldId('name')}
                {...form.getInputProps('Name')}
              />
              <LabelledTextInput
                label="SKU"
                placeholder="e.g. PAP-A4-75"
                required={!readOnly}
                id={fieldId('sku')}
                {...form.getInputProps('SKU')}
              />
            </SimpleGrid>
            <LabelledTextarea label="Description" id={fieldId('description')} {...form.getInputProps('Description')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LabelledDropdown
                label="Category"
                options={categories}
                loading={selectable.isPending}
                disabled={readOnly}
                required={!readOnly}
                {...form.getInputProps('CategoryID')}
              />
              <LabelledDropdown
                label="Status"
                options={STATUS_OPTIONS}
                disabled={readOnly}
                {...form.getInputProps('Status')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <ProductStockFields form={form} readOnly={readOnly} stored={stored} />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <ProductImages
            images={form.values.Images}
            onChange={(change) => form.setFieldValue('Images', change)}
            disabled={readOnly}
          />
        </Paper>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to="/Manage-Product">
            {readOnly ? 'Back' : 'Cancel'}
          </Button>
          {readOnly ? null : (
            <Button type="submit" loading={create.isPending || update.isPending} onClick={ignoreRepeatClick}>
              {stored ? 'Update Product' : 'Create Product'}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  )
}
