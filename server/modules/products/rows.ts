import { and, eq, isNull } from 'drizzle-orm'
import type { CatalogueStatus, UnitOfMeasurement } from '../../../src/shared/catalogue-enums'
import { thumbnailPath } from '../../../src/shared/image-data-url'
import type { Product, ProductRow } from '../../../src/shared/product-schemas'
import { categories, products } from '../../db/schema/catalogue'

/** Products of a tenant that are not deleted. */
export const liveProducts = (tenantId: string) => and(eq(products.tenantId, tenantId), isNull(products.deletedAt))

/** The columns every product read selects, with its category's name and code (join `categoryJoin`). */
export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  sku: products.sku,
  price: products.price,
  costPrice: products.costPrice,
  currency: products.currency,
  stock: products.stock,
  reorderLevel: products.reorderLevel,
  deliveryLeadTime: products.deliveryLeadTime,
  unit: products.unit,
  taxPercentage: products.taxPercentage,
  status: products.status,
  categoryId: products.categoryId,
  categoryName: categories.name,
  categoryCode: categories.code,
  images: products.images,
  version: products.version,
  updatedAt: products.updatedAt,
}

/** The join that names a product's category. */
export const categoryJoin = eq(categories.id, products.categoryId)

/** What `productColumns` selects. */
export interface ProductRecord {
  id: number
  name: string
  description: string
  sku: string
  price: string
  costPrice: string
  currency: string
  stock: number
  reorderLevel: number
  deliveryLeadTime: number
  unit: UnitOfMeasurement
  taxPercentage: number
  status: CatalogueStatus
  categoryId: number | null
  categoryName: string | null
  categoryCode: string | null
  images: string[]
  version: number
  updatedAt: Date
}

/** A selected product as a list row. */
export function toProductRow(r: ProductRecord): ProductRow {
  const first = r.images[0]
  return {
    ProductID: r.id,
    Name: r.name,
    SKU: r.sku,
    Price: Number(r.price),
    Currency: r.currency,
    Stock: r.stock,
    ReorderLevel: r.reorderLevel,
    UnitsofMeasurement: r.unit,
    TaxPercentage: r.taxPercentage,
    Status: r.status,
    CategoryID: r.categoryId ?? 0,
    CategoryName: r.categoryName,
    Thumbnail: first ? thumbnailPath(first) : null,
    UpdatedAt: r.updatedAt.toISOString(),
  }
}

/** A selected product as get-product-by-id returns it. */
export function toProduct(r: ProductRecord): Product {
  return {
    ...toProductRow(r),
    Description: r.description,
    CostPrice: Number(r.costPrice),
    DeliveryLeadTime: r.deliveryLeadTime,
    Images: r.images,
    Version: r.version,
  }
}
