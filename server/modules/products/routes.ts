import { Hono } from 'hono'
import { CATALOGUE_WRITERS, STOCK_HISTORY_ROLES } from '../../../src/shared/catalogue-access'
import { PRODUCT_CSV_FILE_NAME, ProductImportSchema } from '../../../src/shared/product-csv'
import {
  ProductByIdQuerySchema,
  ProductCreateSchema,
  ProductDeleteSchema,
  ProductImageUploadSchema,
  ProductListQuerySchema,
  ProductUpdateSchema,
} from '../../../src/shared/product-schemas'
import { StockAdjustSchema, StockHistoryQuerySchema } from '../../../src/shared/stock-schemas'
import type { AppEnv } from '../../lib/app-env'
import { idempotent } from '../../lib/idempotency'
import { allow } from '../../lib/policy'
import { ok, okPage } from '../../lib/respond'
import { requireActor } from '../../lib/session'
import { json, query } from '../../lib/validate'
import { exportProductsCsv } from './csv-export'
import { importProducts } from './csv-import'
import { listProducts } from './list'
import { createProduct, deleteProduct, getProduct, updateProduct, uploadProductImage } from './service'
import { adjustStock } from './stock-adjust'
import { listStockHistory } from './stock-history'

const writer = allow.roles(...CATALOGUE_WRITERS)

/**
 * Products (spec point 7), their stock history and adjustments, and their CSV import and export:
 * everyone signed in reads products, catalogue managers write; stock history is for stock people.
 */
export const productRoutes = new Hono<AppEnv>()
  .get('/get-all-products', allow.signedIn(), query(ProductListQuerySchema), async (c) =>
    c.json(okPage(await listProducts(c.var.db, requireActor(c), c.req.valid('query')))),
  )
  .get('/get-product-by-id', allow.signedIn(), query(ProductByIdQuerySchema), async (c) =>
    c.json(ok(await getProduct(c.var.db, requireActor(c), c.req.valid('query').ProductID))),
  )
  .post('/add-product', writer, idempotent, json(ProductCreateSchema), async (c) => {
    const { db, deps } = c.var
    const product = await createProduct(db, requireActor(c), c.req.valid('json'), deps.now())
    return c.json(ok(product, 'Product created successfully!'))
  })
  .post('/update-product', writer, idempotent, json(ProductUpdateSchema), async (c) => {
    const product = await updateProduct(c.var.db, requireActor(c), c.req.valid('json'))
    return c.json(ok(product, 'Product updated successfully!'))
  })
  .delete('/delete-product', writer, idempotent, json(ProductDeleteSchema), async (c) => {
    await deleteProduct(c.var.db, requireActor(c), c.req.valid('json').ProductID)
    return c.json(ok(null, 'Product deleted'))
  })
  .post('/add-product-image', writer, idempotent, json(ProductImageUploadSchema), async (c) => {
    const path = await uploadProductImage(c.var.db, requireActor(c), c.req.valid('json').ProductImage, c.var.deps.now())
    return c.json(ok({ ProductImagePath: path }, 'Image uploaded successfully'))
  })
  .post('/adjust-product-stock', writer, idempotent, json(StockAdjustSchema), async (c) => {
    const product = await adjustStock(c.var.db, requireActor(c), c.req.valid('json'), c.var.deps.now())
    return c.json(ok(product, 'Stock adjusted'))
  })
  .get('/get-product-stock-history', allow.roles(...STOCK_HISTORY_ROLES), query(StockHistoryQuerySchema), async (c) =>
    c.json(okPage(await listStockHistory(c.var.db, requireActor(c), c.req.valid('query')))),
  )
  .get('/export-products', allow.signedIn(), query(ProductListQuerySchema), async (c) => {
    const csv = await exportProductsCsv(c.var.db, requireActor(c), c.req.valid('query'))
    c.header('Content-Type', 'text/csv; charset=utf-8')
    c.header('Content-Disposition', `attachment; filename="${PRODUCT_CSV_FILE_NAME}"`)
    return c.body(csv)
  })
  .post('/import-products', writer, idempotent, json(ProductImportSchema), async (c) => {
    const { report, msg } = await importProducts(c.var.db, requireActor(c), c.req.valid('json'), c.var.deps.now())
    return c.json(ok(report, msg))
  })
