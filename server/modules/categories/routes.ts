import { Hono } from 'hono'
import { CATALOGUE_WRITERS } from '../../../src/shared/catalogue-access'
import {
  CategoryByIdQuerySchema,
  CategoryCreateSchema,
  CategoryDeleteSchema,
  CategoryListQuerySchema,
  CategoryUpdateSchema,
} from '../../../src/shared/category-schemas'
import type { AppEnv } from '../../lib/app-env'
import { idempotent } from '../../lib/idempotency'
import { allow } from '../../lib/policy'
import { ok, okPage } from '../../lib/respond'
import { requireActor } from '../../lib/session'
import { json, query } from '../../lib/validate'
import { listCategories } from './list'
import { createCategory, deleteCategory, getCategory, updateCategory } from './service'

/** Categories (spec point 7): everyone signed in reads, catalogue managers and admins write. */
export const categoryRoutes = new Hono<AppEnv>()
  .get('/get-all-categories', allow.signedIn(), query(CategoryListQuerySchema), async (c) =>
    c.json(okPage(await listCategories(c.var.db, requireActor(c), c.req.valid('query')))),
  )
  .get('/get-category-by-id', allow.signedIn(), query(CategoryByIdQuerySchema), async (c) =>
    c.json(ok(await getCategory(c.var.db, requireActor(c), c.req.valid('query').CategoryID))),
  )
  .post('/add-category', allow.roles(...CATALOGUE_WRITERS), idempotent, json(CategoryCreateSchema), async (c) => {
    const category = await createCategory(c.var.db, requireActor(c), c.req.valid('json'))
    return c.json(ok(category, 'Category created successfully!'))
  })
  .post('/update-category', allow.roles(...CATALOGUE_WRITERS), idempotent, json(CategoryUpdateSchema), async (c) => {
    const category = await updateCategory(c.var.db, requireActor(c), c.req.valid('json'))
    return c.json(ok(category, 'Category updated successfully!'))
  })
  .delete('/delete-category', allow.roles(...CATALOGUE_WRITERS), idempotent, json(CategoryDeleteSchema), async (c) => {
    await deleteCategory(c.var.db, requireActor(c), c.req.valid('json').category_id)
    return c.json(ok(null, 'Category deleted'))
  })
