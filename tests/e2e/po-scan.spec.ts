import { rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import QRCode from 'qrcode'
import config from '../../playwright.config'
import { unique } from './catalogue-support'
import { startOfflineProxy } from './offline-proxy'
import { activeVendor, apiAs, call } from './po-list-support'
import { signInWithAny, WAREHOUSE_PASSWORDS } from './po-support'
import { dayFromToday } from './shop-support'
import { expectAccessible, PHONE, SCREENS_DIR, settled } from './support'

/** The lines of the PO received by scanning; the helmet's SKU is written in its name, as buyers do. */
const HELMET = { name: 'Safety helmet (HLM-200)', quantity: 10 }
const GLOVES = { name: 'Nitrile gloves', quantity: 5 }

/**
 * A Y4M video (what Chromium's fake camera plays, looping) of a QR code holding `text`, centred
 * on white: 4:2:0, so a grey Y plane and neutral U and V planes.
 */
function qrVideo(text: string, path: string): void {
  const width = 640
  const height = 480
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const scale = 8
  const side = (modules.size + 8) * scale // four modules of quiet zone each side
  const left = (width - side) / 2 + 4 * scale
  const top = (height - side) / 2 + 4 * scale
  const luma = Buffer.alloc(width * height, 235)
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue
      for (let y = 0; y < scale; y++) {
        luma.fill(
          16,
          (top + row * scale + y) * width + left + col * scale,
          (top + row * scale + y) * width + left + (col + 1) * scale,
        )
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`)
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]))
}

// Written when the file loads, before the browser starts: the camera plays it from its first frame.
const VIDEO = join(tmpdir(), `po-scan-${process.env.E2E_PORT ?? 3100}.y4m`)
qrVideo('hlm-200', VIDEO)
test.afterAll(() => rmSync(VIDEO, { force: true }))

/** The offline proxy's port: beside the journey server's, clear of the offline journey's (+77). */
const PROXY_PORT = Number(process.env.E2E_PORT ?? 3100) + 78

interface Po {
  status: string
  products: Array<{ Particular: string; DeliveredQuantity: number }>
}

const launch = config.use?.launchOptions
test.use({
  launchOptions: {
    ...launch,
    args: [
      ...(launch?.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${VIDEO}`,
    ],
  },
})

test.describe('issue 11 (receive by scanning)', () => {
  test('on a phone, offline, the delivery dialog scans a QR code to count a line and queues the delivery', async ({
    browser,
    baseURL,
  }) => {
    test.slow()
    const base = baseURL ?? ''
    const buyer = await apiAs(browser, base, 'buyer@demo.local')
    const approver = await apiAs(browser, base, 'approver@demo.local')
    const vendorId = await activeVendor(buyer.request, browser, base, unique('E2E Scan Vendor '))
    const units: Array<{ id: number; name: string }> = await call(buyer.request, base, 'get-units-of-measure')
    const number = `${unique('E2E').slice(0, 22)}-SC`
    const { poId } = await call(buyer.request, base, 'add-po', {
      poId: crypto.randomUUID(),
      poNumber: number,
      PoDate: dayFromToday(-1),
      vendorName: vendorId,
      billingAddress: 'Demo Supplies, 1 MG Road, Pune',
      deliveryAddress: 'Central Warehouse, Chakan MIDC, Pune',
      purchaseType: 'Goods',
      PaymentTerms: 'Net 30',
      deliveryDate: dayFromToday(5),
      products: [HELMET, GLOVES].map((line) => ({
        Particular: line.name,
        Quantity: line.quantity,
        UOMID: units.find((u) => u.name === 'Nos')?.id ?? units[0]?.id,
        BudgetedRate: 450,
        GSTPercentage: '18%',
      })),
    })
    for (const [client, status] of [
      [buyer, 'Pending Approval'],
      [approver, 'Approved'],
      [buyer, 'Issued'],
    ] as const) {
      await call(client.request, base, 'update-po-status', { poId, status, remarks: '' })
    }
    await buyer.close()
    await approver.close()

    // The warehouse user works through a proxy that can be cut, so the page and the service worker lose the server alike.
    const proxy = await startOfflineProxy(PROXY_PORT, Number(new URL(base).port))
    const context = await browser.newContext({ viewport: PHONE, baseURL: proxy.origin })
    const page = await context.newPage()
    try {
      await signInWithAny(page, 'warehouse@demo.local', WAREHOUSE_PASSWORDS)
      await page.evaluate(() => navigator.serviceWorker.ready)
      await page.reload()
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
      await page.goto(`/Manage-PO/Create-PO?id=${poId}`)
      await expect(page.getByRole('heading', { name: `Purchase Order ${number}` })).toBeVisible()

      // Offline from here: the decoder is loaded lazily, from the service worker's precache.
      await proxy.cut()
      await page.getByRole('button', { name: 'Record delivery' }).click()
      const receipt = page.getByRole('dialog', { name: `Record delivery: ${number}` })
      await expect(receipt).toBeVisible()
      await receipt.getByRole('button', { name: 'Scan' }).click()
      const scanner = receipt.getByRole('region', { name: 'Scanner' })
      await expect(scanner.getByText('Point the camera at a barcode or QR code')).toBeVisible()
      // The code is read many times a second while it stays in view; it counts once.
      await expect(receipt.getByRole('status')).toHaveText(`${HELMET.name}: 1 of ${HELMET.quantity} received now`)
      await expect(receipt.getByLabel(`Received now, ${HELMET.name}`)).toHaveValue('1')
      await expect(receipt.getByLabel(`Received now, ${GLOVES.name}`)).toHaveValue('')
      await settled(page)
      await expectAccessible(page)
      await page.screenshot({ path: `${SCREENS_DIR}/po-scan-phone.png` })

      await scanner.getByRole('button', { name: 'Close scanner' }).click()
      await expect(scanner).toHaveCount(0)
      // Closing the scanner lets go of the camera: no video is left holding a stream.
      await expect
        .poll(() =>
          page.evaluate(() => [...document.querySelectorAll('video')].filter((video) => video.srcObject).length),
        )
        .toBe(0)
      await expect(receipt.getByLabel(`Received now, ${HELMET.name}`)).toHaveValue('1')

      // Recorded offline, it queues like any delivery, and reaches the server when the network returns.
      await receipt.getByRole('button', { name: 'Record delivery' }).click()
      await expect(receipt).toHaveCount(0)
      await expect(page.getByText('Saved offline: the change will be sent when you are back online.')).toBeVisible()
      await proxy.restore()
      const reader = await apiAs(browser, base, 'buyer@demo.local')
      await expect
        .poll(
          async () => {
            const po: Po = await call(reader.request, base, `get-po-by-id?poId=${poId}`)
            const helmet = po.products.find((line) => line.Particular === HELMET.name)
            return `${po.status}: ${helmet?.DeliveredQuantity} helmet`
          },
          { timeout: 30_000 },
        )
        .toBe('Partially Delivered: 1 helmet')
      await reader.close()
    } finally {
      await context.close()
      await proxy.close()
    }
  })
})
