import type { FieldErrors } from '../../components/form-kit/field-errors'
import { type Checked, checkWith, mapChecked, withErrors } from '../../components/form-kit/schema-check'
import { CATALOGUE_GST_RATES, type CatalogueGstRate, type CatalogueStatus } from '../../shared/catalogue-enums'
import { type Category, CategoryCreateSchema } from '../../shared/category-schemas'
import type { CategoryCreateBody, CategoryUpdateBody } from './api'

/** What the category form edits; field names are the payload's (spec point 3). */
export interface CategoryFormValues {
  category_name: string
  category_code: string
  category_description: string
  /** A category id as text, or null for a top-level category. */
  parent_category_id: string | null
  status: CatalogueStatus
  /** '18', '12' or '10'. */
  gst: string
  category_image: string | null
}

/** A new category: Active (spec point 4) and the first GST rate. */
export const EMPTY_CATEGORY: CategoryFormValues = {
  category_name: '',
  category_code: '',
  category_description: '',
  parent_category_id: null,
  status: 'Active',
  gst: String(CATALOGUE_GST_RATES[0]),
  category_image: null,
}

/** The form values of a stored category; an unknown status shows as Active (spec point 4). */
export function categoryFormValues(category: Category): CategoryFormValues {
  return {
    category_name: category.CategoryName,
    category_code: category.CategoryCode,
    category_description: category.CategoryDescription,
    parent_category_id: category.ParentCategoryID > 0 ? String(category.ParentCategoryID) : null,
    status: category.Status,
    gst: String(category.GST),
    category_image: category.CategoryImage,
  }
}

/** The GST rate a form value stands for; the first rate when it is not one of them. */
function gstRate(value: string): CatalogueGstRate {
  return CATALOGUE_GST_RATES.find((rate) => String(rate) === value) ?? CATALOGUE_GST_RATES[0]
}

/** The add-category body: trimmed text, parent as a string and left out when none. */
export function createBody(values: CategoryFormValues): CategoryCreateBody {
  return {
    category_name: values.category_name.trim(),
    category_description: values.category_description.trim(),
    category_code: values.category_code.trim(),
    status: values.status,
    gst: gstRate(values.gst),
    ...(values.parent_category_id ? { parent_category_id: values.parent_category_id } : {}),
    category_image: values.category_image,
  }
}

/** The update-category body: the create fields, the id, and parent 0 when none. */
export function updateBody(id: number, values: CategoryFormValues): CategoryUpdateBody {
  return {
    category_id: id,
    category_name: values.category_name.trim(),
    category_description: values.category_description.trim(),
    category_code: values.category_code.trim(),
    status: values.status,
    gst: gstRate(values.gst),
    category_image: values.category_image,
    parent_category_id: values.parent_category_id ? Number(values.parent_category_id) : 0,
  }
}

/** Message when a new category has no image. */
export const IMAGE_REQUIRED = 'Category image is required'

/** The fields the category form shows. */
export const CATEGORY_FIELDS = [
  'category_name',
  'category_code',
  'category_description',
  'parent_category_id',
  'status',
  'gst',
  'category_image',
] as const satisfies readonly (keyof CategoryFormValues)[]

/** The server's refusal of a taken code names no field: it belongs on Category Code. */
export const CATEGORY_DUPLICATES = { category_code: /^The category code .* is already in use$/ }

/**
 * The values when they may be sent, checked with the same schema as the server (name and code
 * required ...), else the field errors. The image is required for a new category (spec point 5 marks
 * the input required); an existing one may keep having none.
 */
export function checkCategory(
  values: CategoryFormValues,
  mode: 'create' | 'edit' | 'view',
): Checked<CategoryFormValues> {
  const checked = checkWith(CategoryCreateSchema, createBody(values), CATEGORY_FIELDS)
  const image: FieldErrors = mode === 'create' && !values.category_image ? { category_image: IMAGE_REQUIRED } : {}
  return withErrors(
    mapChecked(checked, () => values),
    image,
  )
}
