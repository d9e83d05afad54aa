import { v7 as uuidv7 } from 'uuid'

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

/** A signed-in demo user's JSON calls. */
async function signedIn(base: string, email: string) {
  const headers: Record<string, string> = {
    Domain: 'localhost',
    Origin: base,
    'Content-Type': 'application/json',
    'X-Forwarded-For': CLIENT_IP,
  }
  const auth = { AppID: 5, DomainName: 'localhost', Username: email, Password: 'Demo@12345' }
  const res = await fetch(`${base}/api/validate-user`, { method: 'POST', headers, body: JSON.stringify(auth) })
  await res.body?.cancel()
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`)
  headers.Cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const call = async (method: string, path: string, body?: unknown) => {
    const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }
    const answer = await fetch(`${base}/api/${path}`, init)
    return { status: answer.status, body: (await answer.json()) as { msg?: string; data?: unknown } }
  }
  return { get: (path: string) => call('GET', path), post: (path: string, body: unknown) => call('POST', path, body) }
}

/**
 * 10.3: a catalogue manager loads a product form; a buyer orders 2 of it; the manager saves the stale
 * form with only the description changed. The stock must stay where the order left it, and the
 * product's history must show the order's movement.
 */
export async function attack(base: string): Promise<string> {
  const manager = await signedIn(base, 'catalogue@demo.local')
  const buyer = await signedIn(base, 'buyer@demo.local')
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
