import PDFDocument from 'pdfkit'
import type { PurchaseOrder } from '../../../src/shared/po-read-schemas'

/** Amounts as the PDF prints them: Indian grouping, two decimals, "Rs." (the built-in fonts lack ₹). */
const money = (n: number) => `Rs. ${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/** The line table's columns: header, x offset from the left margin, width, alignment. */
const COLUMNS = [
  { title: '#', x: 0, width: 20, align: 'left' },
  { title: 'Item', x: 22, width: 150, align: 'left' },
  { title: 'Qty', x: 174, width: 50, align: 'right' },
  { title: 'Unit', x: 228, width: 40, align: 'left' },
  { title: 'Rate', x: 270, width: 75, align: 'right' },
  { title: 'GST', x: 347, width: 35, align: 'right' },
  { title: 'Total', x: 384, width: 111, align: 'right' },
] as const

/** A purchase order as a PDF: header, vendor, addresses, terms, the line table with GST and totals, and status. */
export function poPdf(po: PurchaseOrder): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Purchase Order ${po.poNumber}` } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const left = doc.page.margins.left

  doc.font('Helvetica-Bold').fontSize(18).text('PURCHASE ORDER', { align: 'right' })
  doc.font('Helvetica').fontSize(10)
  doc.text(`PO Number: ${po.poNumber}`, { align: 'right' })
  doc.text(`PO Date: ${po.PoDate}`, { align: 'right' })
  doc.text(`Status: ${po.status}`, { align: 'right' })
  doc.moveDown()

  const block = (title: string, lines: string[]) => {
    doc.font('Helvetica-Bold').text(title)
    doc.font('Helvetica')
    for (const line of lines.filter((l) => l !== '')) doc.text(line)
    doc.moveDown(0.5)
  }
  block('Vendor', [po.vendorName, po.supplyPartnerContact])
  block('Billing Address', [po.billingAddress])
  block('Delivery Address', [po.deliveryAddress])
  block('Terms', [
    `Purchase Type: ${po.purchaseType}    Payment Terms: ${po.PaymentTerms}`,
    `Delivery Date: ${po.deliveryDate}    Shipping Mode: ${po.shippingMode ?? '-'}    Inco Terms: ${po.incoTerms ?? '-'}`,
    `PO Validity: ${po.poValidity ?? '-'}`,
  ])

  const row = (cells: readonly string[], bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage()
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9)
    let bottom = y
    COLUMNS.forEach((column, i) => {
      doc.text(cells[i] ?? '', left + column.x, y, { width: column.width, align: column.align })
      bottom = Math.max(bottom, doc.y)
    })
    doc.x = left
    doc.y = bottom + 4
  }
  row(
    COLUMNS.map((c) => c.title),
    true,
  )
  po.products.forEach((line, i) => {
    const item = line.ItemDescription ? `${line.Particular}\n${line.ItemDescription}` : line.Particular
    row([
      String(i + 1),
      item,
      String(line.Quantity),
      line.UOMName,
      money(line.BudgetedRate),
      line.GSTPercentage,
      money(line.TotalAmount),
    ])
  })

  doc.moveDown()
  const total = (label: string, amount: number, bold = false) => {
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10)
    doc.text(label, left + 230, y, { width: 150, align: 'right' })
    doc.text(money(amount), left + 384, y, { width: 111, align: 'right' })
    doc.x = left
  }
  total('Subtotal', po.totals.subtotal)
  for (const rate of po.totals.gstByRate) total(`GST ${rate.rate}% on ${money(rate.taxable)}`, rate.gst)
  total('Total', po.totals.total, true)

  doc.end()
  return done
}
