import { existsSync } from 'node:fs'
import { readdir, readFile, rename } from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from 'pino'
import type { Db } from '../db/client'
import { products } from '../db/schema/catalogue'
import { storedDocuments } from '../db/schema/documents'
import { putFile } from './file-store'

// Files stored on disk by versions before the database held them (DATA_DIR/files/products and
// DATA_DIR/files/po-documents). Moved into `stored_files` once, at start, for the tenants that use
// them; the folder is then renamed so it is not read again (and can be deleted by hand).

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
}
const PRODUCT_FILE_RE = /^([a-f0-9]{64})(\.thumb)?\.(jpg|png|webp)$/
const DOCUMENT_RE = /^[a-f0-9]{64}\.(pdf|jpg|png|webp)$/

async function namesIn(folder: string): Promise<string[]> {
  return existsSync(folder) ? readdir(folder) : []
}

/** Hash of a product image -> the tenants whose products name it (a thumbnail goes where its image goes). */
async function productImageTenants(db: Db): Promise<Map<string, Set<string>>> {
  const rows = await db.select({ tenantId: products.tenantId, images: products.images }).from(products)
  const tenants = new Map<string, Set<string>>()
  for (const row of rows) {
    for (const image of row.images) {
      const hash = /\/files\/products\/([a-f0-9]{64})\./.exec(image)?.[1]
      if (hash) tenants.set(hash, (tenants.get(hash) ?? new Set()).add(row.tenantId))
    }
  }
  return tenants
}

/** Document name -> the tenants that stored it. */
async function documentTenants(db: Db): Promise<Map<string, Set<string>>> {
  const rows = await db.select({ tenantId: storedDocuments.tenantId, name: storedDocuments.name }).from(storedDocuments)
  const tenants = new Map<string, Set<string>>()
  for (const row of rows) tenants.set(row.name, (tenants.get(row.name) ?? new Set()).add(row.tenantId))
  return tenants
}

/**
 * Moves the files under `filesDir` into the database and renames the folder; answers how many
 * files were stored (a file no tenant uses is left in the renamed folder). Safe to run again.
 */
export async function importLegacyFiles(db: Db, filesDir: string, logger: Logger, at: Date): Promise<number> {
  const productNames = await namesIn(path.join(filesDir, 'products'))
  const documentNames = await namesIn(path.join(filesDir, 'po-documents'))
  if (productNames.length === 0 && documentNames.length === 0) return 0
  let stored = 0
  const store = async (tenantIds: Set<string> | undefined, file: string, filePath: string, extension: string) => {
    if (!tenantIds) return
    const bytes = await readFile(file)
    for (const tenantId of tenantIds) {
      await putFile(db, {
        tenantId,
        path: filePath,
        contentType: TYPES[extension] ?? 'application/octet-stream',
        bytes,
        at,
      })
      stored += 1
    }
  }
  const imageTenants = await productImageTenants(db)
  for (const name of productNames) {
    const match = PRODUCT_FILE_RE.exec(name)
    if (match?.[1] && match[3]) {
      await store(imageTenants.get(match[1]), path.join(filesDir, 'products', name), `products/${name}`, match[3])
    }
  }
  const docTenants = await documentTenants(db)
  for (const name of documentNames) {
    const extension = DOCUMENT_RE.exec(name)?.[1]
    if (extension)
      await store(docTenants.get(name), path.join(filesDir, 'po-documents', name), `docs/${name}`, extension)
  }
  const movedTo = `${filesDir}.imported-${at.toISOString().replace(/[:.]/g, '-')}`
  await rename(filesDir, movedTo)
  logger.info({ stored, movedTo }, 'files moved from disk into the database')
  return stored
}
