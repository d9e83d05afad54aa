import { v7 as uuidv7 } from 'uuid'
import { signIn } from '../security-client'

/** This script's own client address (right-most X-Forwarded-For), so other attacks' sign-ins never throttle it. */
const CLIENT_IP = '10.0.109.1'

/**
 * 10.9: add-po with a line DocumentPath that this server never issued to the tenant
 * (javascript:, an outside URL, ../, the old public form) must be 400 on the field and save
 * nothing; the path add-po-document gave is taken.
 */
export async function attack(base: string): Promise<string> {
  const buyer = await signIn(base, 'buyer@demo.local', CLIENT_IP)
  const vendors = (await buyer.get('get-all-vendors?status=Active')).body.data as Array<{ id: string }>
  const units = (await buyer.get('get-units-of-measure')).body.data as Array<{ id: number }>
  const today = new Date().toISOString().slice(0, 10)
  const poWith = (DocumentPath: string) => ({
    poId: uuidv7(),
    PoDate: today,
    vendorName: vendors[0]?.id,
    billingAddress: '1 MG Road, Pune',
    deliveryAddress: 'Warehouse, Pune',
    purchaseType: 'Goods',
    PaymentTerms: 'Net 30',
    deliveryDate: today,
    products: [
      { Particular: 'Bolt', Quantity: 1, UOMID: units[0]?.id, BudgetedRate: 10, GSTPercentage: '18%', DocumentPath },
    ],
  })
  const hostile = [
    'javascript:alert(document.cookie)',
    'https://evil.example/invoice.pdf',
    '../../data/pgdata/PG_VERSION',
    `/files/po-documents/${'a'.repeat(64)}.pdf`,
    `/files/docs/${'b'.repeat(64)}.pdf`,
  ]
  const outcomes: string[] = []
  let refusedAll = true
  for (const path of hostile) {
    const body = poWith(path)
    const res = await buyer.post('add-po', body)
    const saved = (await buyer.get(`get-po-by-id?poId=${body.poId}`)).status !== 404
    const onField = res.body.errors?.['products.0.DocumentPath'] !== undefined
    if (res.status !== 400 || saved || !onField) refusedAll = false
    outcomes.push(`${res.status}${saved ? ' (saved!)' : ''}`)
  }
  const pdf = Buffer.from(`%PDF-1.4\nbench path ${Date.now()}\n%%EOF\n`).toString('base64')
  const upload = await buyer.post('add-po-document', { Document: `data:application/pdf;base64,${pdf}` })
  const issued = (upload.body.data as { DocumentPath?: string } | undefined)?.DocumentPath ?? ''
  const accepted = await buyer.post('add-po', poWith(issued))
  const pass = refusedAll && accepted.status === 200
  return `10.9 DocumentPath on a PO line: hostile paths answered ${outcomes.join(', ')}; an issued path ${accepted.status}: ${pass ? 'PASS' : 'FAIL'}`
}
