import * as v from 'valibot'
import { CATALOGUE_STATUSES, CatalogueGstSchema, CatalogueStatusSchema } from './catalogue-enums'
import { ImageDataUrlSchema } from './image-data-url'
import { MAX_ID } from './list-query'
import { CategoryIdSchema } from './record-ids'
import { requestObject } from './request-object'

const NameSchema = v.pipe(
  v.string('Category name is required'),
  v.trim(),
  v.nonEmpty('Category name is required'),
  v.maxLength(120, 'Category name must be at most 120 characters'),
)
const CodeSchema = v.pipe(
  v.string('Category code is required'),
  v.trim(),
  v.nonEmpty('Category code is required'),
  v.maxLength(40, 'Category code must be at most 40 characters'),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Category code may contain letters, digits, dot, dash and underscore'),
)
const DescriptionSchema = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(2000, 'Description must be at most 2000 characters')),
  '',
)
/** A parent id: a positive integer, or 0, '' or null for none. */
const ParentSchema = v.pipe(
  v.optional(v.nullable(v.union([v.number(), v.string()], 'Parent category is not valid')), null),
  v.transform((value) => (value === null || value === '' ? 0 : Number(value))),
  v.integer('Parent category is not valid'),
  v.minValue(0, 'Parent category is not valid'),
  v.maxValue(MAX_ID, 'Parent category is not valid'),
)
/** A new image (data URL), or null / '' to remove it. */
const ImageSchema = v.optional(
  v.nullable(v.union([v.literal(''), ImageDataUrlSchema], 'The image must be a base64 data URL')),
  null,
)

/** POST add-category (spec point 3, Category create payload). */
export const CategoryCreateSchema = requestObject({
  category_name: NameSchema,
  category_description: DescriptionSchema,
  category_code: CodeSchema,
  status: CatalogueStatusSchema,
  gst: CatalogueGstSchema,
  parent_category_id: ParentSchema,
  category_image: ImageSchema,
})

/** POST update-category (spec point 3, Category update payload). */
export const CategoryUpdateSchema = requestObject({
  ...CategoryCreateSchema.entries,
  category_id: CategoryIdSchema,
})

/** DELETE delete-category body. */
export const CategoryDeleteSchema = requestObject({ category_id: CategoryIdSchema })

/** GET get-category-by-id query. */
export const CategoryByIdQuerySchema = requestObject({ CategoryID: CategoryIdSchema })

export { type CategoryListQuery, CategoryListQuerySchema } from './category-list-query'

/** A category as the list returns it. */
export const CategoryRowSchema = v.object({
  CategoryID: v.number(),
  CategoryName: v.string(),
  CategoryCode: v.string(),
  CategoryDescription: v.string(),
  ParentCategoryID: v.number(),
  ParentCategoryName: v.nullable(v.string()),
  Status: v.picklist(CATALOGUE_STATUSES),
  GST: v.number(),
  HasImage: v.boolean(),
  ProductCount: v.number(),
  ChildCount: v.number(),
  UpdatedAt: v.string(),
})

/** A category as get-category-by-id returns it (spec point 3, Category as read). */
export const CategorySchema = v.object({
  ...CategoryRowSchema.entries,
  CategoryImage: v.nullable(v.string()),
})

export type CategoryCreateInput = v.InferOutput<typeof CategoryCreateSchema>
export type CategoryUpdateInput = v.InferOutput<typeof CategoryUpdateSchema>
export type CategoryRow = v.InferOutput<typeof CategoryRowSchema>
export type Category = v.InferOutput<typeof CategorySchema>
