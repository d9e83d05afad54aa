import ExcelJS from 'exceljs'
import { v7 as uuidv7 } from 'uuid'
import { signIn } from '../security-client'

/** This script's own client address (right-most X-Forwarded-For), so other attacks' sign-ins never throttle it. */
const CLIENT_IP = '10.0.107.1'
const FORMULA = '=HYPERLINK("http://x","y")'

/**
 * 10.7: a buyer registers a supply partner named =HYPERLINK(...), the approver activates it, the
 * buyer raises a PO with it; the CSV and XLSX exports must carry the name with a leading quote.
 */
export async function attack(base: string): Promise<string> {
  const buyer = await signIn(base, 'buyer@demo.local', CLIENT_IP)
  const approver = await signIn(base, 'approver@demo.local', CLIENT_IP)
  const partner = await buyer.post('add-supplier-partner', {
    id: uuidv7(),
    name: FORMULA,
    contactPerson: 'Bench',
    email: 'bench@example.in',
    phone: '9876543210',
    billingAddress: '1 Bench Road, Pune',
    paymentTerms: 'Net 30',
    categoryIds: [],
  })
  if (partner.status !== 200) return `10.7 formula injection: registering the partner answered ${partner.status}: FAIL`
  const vendorId = (partner.body.data as { id: string }).id
  await approver.post('update-supplier-status', { id: vendorId, status: 'Active', remarks: 'bench' })
  const units = (await buyer.get('get-units-of-measure')).body.data as Array<{ id: number }>
  const today = new Date().toISOString().slice(0, 10)
  const poNumber = `BENCH-INJ-${Date.now() % 100_000}`
  const po = await buyer.post('add-po', {
    poId: uuidv7(),
    poNumber,
    PoDate: today,
    vendorName: vendorId,
    billingAddress: '1 MG Road, Pune',
    deliveryAddress: 'Warehouse, Pune',
    purchaseType: 'Goods',
    PaymentTerms: 'Net 30',
    deliveryDate: today,
    products: [{ Particular: 'Bolt', Quantity: 1, UOMID: units[0]?.id, BudgetedRate: 10, GSTPercentage: '18%' }],
  })
  if (po.status !== 200) return `10.7 formula injection: raising the PO answered ${po.status}: FAIL`

  const filter = new URLSearchParams({ poNumbers: poNumber })
  const csv = (await buyer.download(`export-po?format=csv&${filter}`)).body.toString('utf8')
  const csvEscaped = csv.includes(`"'=HYPERLINK(""http://x"",""y"")"`) && !csv.includes(`,"=HYPERLINK`)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load((await buyer.download(`export-po?format=xlsx&${filter}`)).body as unknown as ArrayBuffer)
  const cell = workbook.getWorksheet('Purchase Orders')?.getRow(2).getCell(2).value
  const xlsxEscaped = cell === `'${FORMULA}`
  const pass = csvEscaped && xlsxEscaped
  return `10.7 formula injection in export-po: vendor ${FORMULA} escaped in CSV: ${csvEscaped}, in XLSX: ${xlsxEscaped}: ${pass ? 'PASS' : 'FAIL'}`
}
