import { v7 as uuidv7 } from 'uuid'
import { signIn } from '../security-client'

/** This script's own client address (right-most X-Forwarded-For), so other attacks' sign-ins never throttle it. */
const CLIENT_IP = '10.0.106.1'

interface Product {
  ProductID: number
  Stock: number
  Version: number
  Description: string
  CategoryID: number | string
  [field: string]: unknown
}

/**
 * 10.3: a catalogue manager loads a product form; a buyer orders 2 of it; the manager saves the stale
 * form with only the description changed. The stock must stay where the order left it, and the
 * product's history must show the order's movement.
 */
export async function attack(base: string): Promise<string> {
  const manager = await signIn(base, 'catalogue@demo.local', CLIENT_IP)
  const buyer = await signIn(base, 'buyer@demo.local', CLIENT_IP)
  const list = (await buyer.get('get-all-products?iDisplayLength=50')).body.data as Product[]
  const target = list.find((p) => p.Stock > 10)
  if (!target) return '10.3 stale product form: no product in stock to order: FAIL'
  const form = (await manager.get(`get-product-by-id?ProductID=${target.ProductID}`)).body.data as Product
  await buyer.post('add-to-cart', { CartID: uuidv7(), ProductID: form.ProductID, Quantity: 2 })
  const placed = await buyer.post('create-order', {
    OrderID: uuidv7(),
    DeliveryAddress: 'Bench desk, Pune',
    RequiredBy: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  })
  const saved = await manager.post('update-product', {
    ...form,
    CategoryID: String(form.CategoryID),
    Description: `${form.Description} (edited from a stale form)`,
  })
  const after = (await manager.get(`get-product-by-id?ProductID=${form.ProductID}`)).body.data as Product
  const history = (await manager.get(`get-product-stock-history?ProductID=${form.ProductID}&iDisplayLength=5`)).body
    .data as Array<{ Kind?: string; Delta?: number }> | undefined
  const orderMovement = (history ?? []).some((m) => m.Kind === 'order' && m.Delta === -2)
  const expected = form.Stock - 2
  const ok = placed.status === 200 && saved.status === 200 && after.Stock === expected && orderMovement
  return `10.3 stale product form after an order: form had ${form.Stock}, order took 2 (${placed.status}), stale save ${saved.status}, stock now ${after.Stock} (expected ${expected}), order movement in history: ${orderMovement}: ${ok ? 'PASS' : 'FAIL'}`
}
