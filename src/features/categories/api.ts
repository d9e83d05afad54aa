import * as v from 'valibot'
import { api, dataOf, type ReadOptions } from '../../lib/api-client'
import type { CatalogueGstRate, CatalogueStatus } from '../../shared/catalogue-enums'
import {
  type CategoryListQuery,
  CategoryRowSchema,
  CategorySchema,
  type CategoryUpdateInput,
} from '../../shared/category-schemas'

/** Body of add-category as the spec sends it: parent_category_id is a string, left out when none. */
export interface CategoryCreateBody {
  category_name: string
  category_description: string
  category_code: string
  status: CatalogueStatus
  gst: CatalogueGstRate
  parent_category_id?: string
  category_image: string | null
}

/** Body of update-category: parent_category_id is 0 when none. */
export type CategoryUpdateBody = Omit<CategoryUpdateInput, 'category_image'> & { category_image: string | null }

const Anything = v.unknown()

/** GET get-all-categories: one page of categories with the counts (`early`: see src/lib/early-requests.ts). */
export function fetchCategories(query: CategoryListQuery, options: ReadOptions = {}) {
  return api.list('get-all-categories', CategoryRowSchema, { query, ...options })
}

/** GET get-category-by-id: one category with its image as a data URL. */
export async function fetchCategory(id: number, signal?: AbortSignal) {
  return dataOf(await api.get('get-category-by-id', CategorySchema, { query: { CategoryID: id }, signal }))
}

/** POST add-category. */
export async function addCategory(body: CategoryCreateBody) {
  return dataOf(await api.post('add-category', Anything, { body }))
}

/** POST update-category. */
export async function updateCategory(body: CategoryUpdateBody) {
  return dataOf(await api.post('update-category', Anything, { body }))
}

/** DELETE delete-category; refused (409) while the category has subcategories or products. */
export async function deleteCategory(id: number) {
  return dataOf(await api.delete('delete-category', Anything, { body: { category_id: id } }))
}
