import Papa from 'papaparse'
import sharp from 'sharp'
import * as v from 'valibot'
import { CatalogueGstSchema } from '../../src/shared/catalogue-enums'
import { csvRecordToProductInput } from '../../src/shared/product-csv'
import { ProductCreateSchema } from '../../src/shared/product-schemas'
import { storeProductImage } from '../lib/images'
import { columnsOf } from '../modules/products/service'
import { recordStockMovements } from '../modules/products/stock-movements'
import type { Db } from './client'
import { categories, products } from './schema/catalogue'
import { DEMO_CATEGORIES_CSV, DEMO_PRODUCTS_CSV } from './seed-catalogue-data'

/** Background colours of the generated images, by top-level category code. */
const COLOURS: Record<string, [string, string]> = {
  OFF: ['#1c7ed6', '#4dabf7'],
  ELE: ['#e67700', '#fab005'],
  SAF: ['#c92a2a', '#ff6b6b'],
  PKG: ['#8d6e63', '#bcaaa4'],
  CLN: ['#0c8599', '#3bc9db'],
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')

/** A 480 px square picture for a product: its initials and SKU on its category's colour, two variants. */
function productSvg(name: string, sku: string, colours: [string, string], variant: number): string {
  const [main, light] = variant === 0 ? colours : [colours[1], colours[0]]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">
  <rect width="480" height="480" fill="${main}"/>
  <rect x="60" y="60" width="360" height="360" rx="48" fill="${light}" opacity="0.55"/>
  <circle cx="${variant === 0 ? 400 : 80}" cy="80" r="36" fill="#ffffff" opacity="0.35"/>
  <text x="240" y="290" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="150"
    font-weight="bold" text-anchor="middle" fill="#ffffff">${initials(name)}</text>
  <text x="240" y="380" font-family="DejaVu Sans Mono, Liberation Mono, monospace" font-size="30"
    text-anchor="middle" fill="#ffffff">${sku}</text>
</svg>`
}

async function productImages(
  db: Db,
  tenantId: string,
  at: Date,
  row: Record<string, string>,
  colours: [string, string],
) {
  const paths: string[] = []
  for (let variant = 0; variant < Number(row.ImageCount ?? 1); variant += 1) {
    const png = await sharp(Buffer.from(productSvg(row.Name ?? '', row.SKU ?? '', colours, variant)))
      .png()
      .toBuffer()
    paths.push(await storeProductImage(db, tenantId, `data:image/png;base64,${png.toString('base64')}`, at))
  }
  return paths
}

const parse = (text: string) => Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data

/**
 * Seeds a small, realistic catalogue for a tenant: three levels of categories and about 30 products
 * in INR with GST, each with one or two images drawn here with sharp (offline, no downloads).
 */
export async function seedDemoCatalogue(db: Db, tenantId: string, at: Date): Promise<void> {
  const categoryRows = parse(DEMO_CATEGORIES_CSV)
  const productRows = parse(DEMO_PRODUCTS_CSV)
  const images = await Promise.all(
    productRows.map((row) => {
      const colours = COLOURS[(row.CategoryCode ?? '').split('-')[0] ?? ''] ?? ['#495057', '#adb5bd']
      return productImages(db, tenantId, at, row, colours)
    }),
  )
  await db.transaction(async (tx) => {
    const idOfCode = new Map<string, number>()
    for (const row of categoryRows) {
      const [inserted] = await tx
        .insert(categories)
        .values({
          tenantId,
          code: row.Code ?? '',
          name: row.Name ?? '',
          description: row.Description ?? '',
          parentId: idOfCode.get(row.ParentCode ?? '') ?? null,
          status: 'Active',
          gst: v.parse(CatalogueGstSchema, row.GST),
        })
        .returning({ id: categories.id })
      if (inserted && row.Code) idOfCode.set(row.Code, inserted.id)
    }
    const values = productRows.map((row, index) => {
      const input = v.parse(ProductCreateSchema, {
        ...csvRecordToProductInput(row, idOfCode.get(row.CategoryCode ?? '')),
        Images: images[index] ?? [],
      })
      return { tenantId, ...columnsOf(input) }
    })
    const seeded = await tx.insert(products).values(values).returning({ id: products.id, stock: products.stock })
    // Each demo product's stock history starts with its seeded stock, as a created product's does.
    await recordStockMovements(
      tx,
      tenantId,
      { kind: 'initial', actorId: null, at: new Date() },
      seeded.map((p) => ({ productId: p.id, delta: p.stock, stockAfter: p.stock })),
    )
  })
}
