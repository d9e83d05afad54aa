import { v7 as uuidv7 } from 'uuid'
import { signIn } from '../security-client'

/** This script's own client address (right-most X-Forwarded-For), so other attacks' sign-ins never throttle it. */
const CLIENT_IP = '10.0.104.1'

/**
 * 10.4: the demo approver places an order and tries to approve it; the demo admin tries to
 * approve and to reject the PO it raised (the seed's Pending Approval PO by Asha Admin). Each must
 * be 403 with nothing changed, while the approver may still approve the admin's PO.
 */
export async function attack(base: string): Promise<string> {
  const approver = await signIn(base, 'approver@demo.local', CLIENT_IP)
  const admin = await signIn(base, 'admin@demo.local', CLIENT_IP)
  const products = (await approver.get('get-all-products?iDisplayLength=50')).body.data as Array<{
    ProductID: number
    Stock: number
  }>
  const product = products.find((p) => p.Stock > 5)
  if (!product) return '10.4 self-approval: no product in stock to order: FAIL'
  await approver.post('add-to-cart', { CartID: uuidv7(), ProductID: product.ProductID, Quantity: 1 })
  const requiredBy = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
  const OrderID = uuidv7()
  const placed = await approver.post('create-order', {
    OrderID,
    DeliveryAddress: 'Bench desk, Pune',
    RequiredBy: requiredBy,
  })
  const orderMove = await approver.post('update-order-status', { OrderID, Status: 'Approved' })
  const order = (await approver.get(`get-order-by-id?OrderID=${OrderID}`)).body.data as { Status?: string }

  const me = (await admin.get('current-user')).body.data as { UserID: string }
  const list = await admin.get(
    `get-all-po?${new URLSearchParams({ status: 'Pending Approval', createdBy: me.UserID })}`,
  )
  const [po] = (list.body.data ?? []) as Array<{ poId: string }>
  if (!po) return '10.4 self-approval: the seed has no Pending Approval PO raised by the admin: FAIL'
  const approve = await admin.post('update-po-status', { poId: po.poId, status: 'Approved', remarks: '' })
  const reject = await admin.post('update-po-status', { poId: po.poId, status: 'Rejected', remarks: 'mine' })
  const poAfter = (await admin.get(`get-po-by-id?poId=${po.poId}`)).body.data as { status?: string }
  const byOther = await approver.post('update-po-status', { poId: po.poId, status: 'Approved', remarks: '' })

  const refused = [orderMove, approve, reject].every((r) => r.status === 403)
  const unchanged = order.Status === 'Placed' && poAfter.status === 'Pending Approval'
  const pass = placed.status === 200 && refused && unchanged && byOther.status === 200
  const detail =
    `own order approve ${orderMove.status} ("${orderMove.body.msg}"), own PO approve ${approve.status} / reject ` +
    `${reject.status}, nothing changed: ${unchanged}; another approver approves it: ${byOther.status}`
  return `10.4 self-approval: ${detail}: ${pass ? 'PASS' : 'FAIL'}`
}
