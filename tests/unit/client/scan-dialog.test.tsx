// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PoDeliveryDialog } from '../../../src/features/purchase-orders/detail/components/po-delivery-dialog'
import type * as Scanner from '../../../src/features/purchase-orders/detail/components/po-scanner'
import type { PurchaseOrder } from '../../../src/shared/po-read-schemas'
import { installJsdomShims } from '../support/jsdom-shims'

// The camera view stands in as the function it calls with each read, so a test can "show" it a code.
const reads: { onCode: ((code: string) => void) | null } = { onCode: null }
vi.mock('../../../src/features/purchase-orders/detail/components/po-scanner', () => ({
  canScan: () => true,
  PoScanner: ({ onCode }: Scanner.PoScannerProps) => {
    reads.onCode = onCode
    return <p>camera</p>
  },
}))

beforeAll(installJsdomShims)
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const line = (LineID: string, Particular: string, Quantity: number, DeliveredQuantity: number) => ({
  LineID,
  Particular,
  ItemDescription: '',
  Quantity,
  UOMID: 1,
  UOMName: 'Nos',
  BudgetedRate: 100,
  GSTPercentage: '18%',
  TotalAmount: 0,
  DeliveredQuantity,
  DocumentPath: null,
})
const HELMET_ID = '0190a1b2-0000-7000-8000-000000000001'
const GLOVES_ID = '0190a1b2-0000-7000-8000-000000000002'
// Only what the dialog reads of a PO; the rest of the record plays no part here.
const PO = {
  poId: '0190a1b2-0000-7000-8000-0000000000aa',
  poNumber: 'PO-0042',
  products: [line(HELMET_ID, 'Safety helmet (HLM-200)', 10, 8), line(GLOVES_ID, 'Nitrile gloves', 5, 0)],
} as unknown as PurchaseOrder

/** The dialog open, the scanner started; answers the function a camera read goes through. */
function openScanner(onConfirm = vi.fn()) {
  render(
    <MantineProvider>
      <PoDeliveryDialog po={PO} onCancel={() => undefined} onConfirm={onConfirm} pending={false} />
    </MantineProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Scan' }))
  let clock = 0
  vi.spyOn(Date, 'now').mockImplementation(() => clock)
  return (code: string, at: number) => {
    clock = at
    act(() => reads.onCode?.(code))
  }
}

describe('issue 11 (receive by scanning): the delivery dialog counts what the camera reads', () => {
  it('adds one per read of a line code, once for a code held in view, never past what remains', () => {
    const read = openScanner()
    const helmet = screen.getByLabelText('Received now, Safety helmet (HLM-200)')
    read('HLM-200', 0)
    expect(helmet).toHaveProperty('value', '1')
    expect(screen.getByRole('status').textContent).toBe('Safety helmet (HLM-200): 1 of 2 received now')
    read('HLM-200', 100)
    read('HLM-200', 1000)
    expect(helmet).toHaveProperty('value', '1')
    read('hlm-200', 3000)
    expect(helmet).toHaveProperty('value', '2')
    read('HLM-200', 6000)
    expect(helmet).toHaveProperty('value', '2')
    expect(screen.getByRole('status').textContent).toBe('All 2 of Safety helmet (HLM-200) are already received')
  })

  it('says so for a code no line has, and records what was scanned', () => {
    const onConfirm = vi.fn()
    const read = openScanner(onConfirm)
    read('8901234567890', 0)
    expect(screen.getByRole('status').textContent).toBe('No line on this PO for code 8901234567890')
    read('nitrile gloves', 100)
    fireEvent.click(screen.getByRole('button', { name: 'Record delivery' }))
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ lines: [{ lineId: GLOVES_ID, quantity: 1 }] }))
  })
})

describe('issue 11 (receive by scanning): the camera is let go', () => {
  it('stops every track of the stream when the scanner goes', async () => {
    const { PoScanner } = await vi.importActual<typeof Scanner>(
      '../../../src/features/purchase-orders/detail/components/po-scanner',
    )
    const stop = vi.fn()
    const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream
    const getUserMedia = vi.fn(async () => stream)
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true })
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
    const { unmount } = render(
      <MantineProvider>
        <PoScanner onCode={() => undefined} onClose={() => undefined} />
      </MantineProvider>,
    )
    await waitFor(() => expect(screen.getByText('Point the camera at a barcode or QR code')).toBeTruthy())
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false })
    unmount()
    expect(stop).toHaveBeenCalled()
  })
})
