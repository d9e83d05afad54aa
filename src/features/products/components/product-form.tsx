import { Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { fieldProps } from '../../../components/form-kit/field-props'
import { FormActions } from '../../../components/form-kit/form-actions'
import { StaleEditNotice } from '../../../components/form-kit/stale-edit-notice'
import { TextFieldGrid, type TextFieldSpec } from '../../../components/form-kit/text-field-grid'
import { useFormSubmit } from '../../../components/form-kit/use-form-submit'
import { useStaleEdit } from '../../../components/form-kit/use-stale-edit'
import { LabelledDropdown } from '../../../components/labelled-dropdown'
import { LabelledTextarea } from '../../../components/labelled-textarea'
import { type Product, ProductSchema } from '../../../shared/product-schemas'
import { categoryChoices } from '../../categories/category-choices'
import { categoryQueries } from '../../categories/queries'
import { useCreateProduct, useUpdateProduct } from '../mutations'
import {
  EMPTY_PRODUCT,
  PRODUCT_DUPLICATES,
  PRODUCT_FORM_FIELDS,
  PRODUCT_LABELS,
  type ProductFormValues,
  productFormValues,
  productWrite,
} from '../product-form-values'
import { STATUS_OPTIONS } from '../product-options'
import { productKeys } from '../query-keys'
import { ProductImages } from './product-images'
import { ProductStockFields } from './product-stock-fields'

const NAME_AND_SKU: readonly TextFieldSpec[] = [
  { path: 'Name', label: 'Name', placeholder: 'e.g. A4 Copier Paper 75 gsm', required: true, id: 'name' },
  { path: 'SKU', label: 'SKU', placeholder: 'e.g. PAP-A4-75', required: true, id: 'sku' },
]

/** Props of the product form: a new product, or a stored one to edit (read-only without permission). */
export type ProductFormProps =
  | { mode: 'create' }
  | {
      mode: 'edit' | 'view'
      product: Product
      /** The product as last read: when it is newer than `product`, the form says so (it never reloads itself). */
      latest?: Product
      /** Shows another version of the product in the form (the current one, when the user loads it). */
      onLoad?: (product: Product) => void
    }

/**
 * The product form: every field of the product, images, and the submit checks of spec point 5 shown
 * on the fields they are about (a toast only for what no field shows).
 */
export function ProductForm(props: ProductFormProps) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const stored = props.mode === 'create' ? null : props.product
  const readOnly = props.mode === 'view'
  const form = useForm<ProductFormValues>({
    mode: 'controlled',
    initialValues: stored ? productFormValues(stored) : EMPTY_PRODUCT,
  })
  const selectable = useQuery(categoryQueries.selectable())
  const categories = categoryChoices(
    selectable.data?.data ?? [],
    stored ? { id: stored.CategoryID, name: stored.CategoryName } : undefined,
  )
  const create = useCreateProduct()
  const update = useUpdateProduct(stored?.CategoryID ?? 0)

  const stale = useStaleEdit({
    schema: ProductSchema,
    toValues: productFormValues,
    load: (current) => {
      queryClient.setQueryData(productKeys.detail(current.ProductID), current)
      if (props.mode !== 'create') props.onLoad?.(current)
    },
  })
  const latest = props.mode === 'create' ? undefined : props.latest
  const onLoad = props.mode === 'create' ? undefined : props.onLoad
  const newer = stored !== null && latest !== undefined && latest.Version > stored.Version ? latest : null
  // The newest version the form has answered for (each newer version is answered once).
  const [answered, setAnswered] = useState(stored?.Version ?? 0)
  useEffect(() => {
    if (newer === null || readOnly || newer.Version <= answered) return
    setAnswered(newer.Version)
    // Nothing typed yet: the current version takes its place. Typed: the form keeps it and says so.
    if (!form.isDirty()) onLoad?.(newer)
    else stale.changed(newer, form.getValues(), 'Someone else changed this product after you opened it')
  }, [newer, readOnly, answered, form, onLoad, stale])
  const submit = useFormSubmit({
    form,
    fields: PRODUCT_FORM_FIELDS,
    duplicates: PRODUCT_DUPLICATES,
    stale,
    check: (values) => productWrite(values, stored),
    send: (body) => ('edit' in body ? update.mutateAsync(body.edit) : create.mutateAsync(body.add)),
    refused: stored ? 'Failed to update product. Please try again.' : 'Failed to create product. Please try again.',
    saved: (result) => ({
      message: stored ? 'Product updated successfully!' : 'Product created successfully!',
      next: async () => {
        await navigate({ to: '/Manage-Product' })
        // The cached product is now the one saved, so the next edit (or an offline view) does not start from the one before.
        if (stored !== null && v.is(ProductSchema, result))
          queryClient.setQueryData(productKeys.detail(result.ProductID), result)
      },
    }),
  })
  const categoryName = (id: unknown) => categories.find((c) => String(c.id) === id)?.name ?? String(id ?? '(empty)')

  const field = fieldProps(form, readOnly, 'product')

  return (
    <form ref={submit.ref} onSubmit={submit.onSubmit} noValidate>
      <Stack gap="md" maw={1100}>
        <StaleEditNotice stale={stale} labels={PRODUCT_LABELS} show={{ CategoryID: categoryName }} />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Text component="h2" size="sm" fw={600}>
              Details
            </Text>
            <TextFieldGrid specs={NAME_AND_SKU} field={field} />
            <LabelledTextarea label="Description" {...field('Description', { id: 'description' })} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LabelledDropdown
                label="Category"
                options={categories}
                loading={selectable.isPending}
                {...field('CategoryID', { required: true })}
              />
              <LabelledDropdown label="Status" options={STATUS_OPTIONS} {...field('Status')} />
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
        <FormActions
          back="/Manage-Product"
          readOnly={readOnly}
          pending={submit.pending}
          submit={stored ? 'Update Product' : 'Create Product'}
        />
      </Stack>
    </form>
  )
}
