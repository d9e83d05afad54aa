import type { PoStatus } from '../../src/shared/po-status'

/** A demo supply partner; its state code and PAN make a valid GSTIN. */
export interface DemoVendor {
  key: string
  name: string
  contact: string
  state: string
  pan: string
  phone: string
  city: string
  terms: 'On Receipt' | 'Net 30' | 'Net 60'
}

/** The demo supply partners, in five cities. */
export const DEMO_VENDORS: readonly DemoVendor[] = [
  {
    key: 'ganesh',
    name: 'Shree Ganesh Industrial Supplies',
    contact: 'Prakash Kulkarni',
    state: '27',
    pan: 'AAKCS4821M',
    phone: '+91 98220 41573',
    city: 'Bhosari MIDC, Pune 411026',
    terms: 'Net 30',
  },
  {
    key: 'kaveri',
    name: 'Kaveri Electricals Pvt Ltd',
    contact: 'Lakshmi Narayan',
    state: '29',
    pan: 'AADCK7310E',
    phone: '+91 98450 22817',
    city: 'Peenya Industrial Area, Bengaluru 560058',
    terms: 'Net 60',
  },
  {
    key: 'himalaya',
    name: 'Himalaya Safety Gear',
    contact: 'Gurpreet Sandhu',
    state: '07',
    pan: 'AAFFH2946Q',
    phone: '+91 98110 67345',
    city: 'Okhla Phase II, New Delhi 110020',
    terms: 'Net 30',
  },
  {
    key: 'coastal',
    name: 'Coastal Packaging Solutions',
    contact: 'Meenakshi Iyer',
    state: '33',
    pan: 'AAHCC5108P',
    phone: '+91 94440 18236',
    city: 'Ambattur Industrial Estate, Chennai 600058',
    terms: 'On Receipt',
  },
  {
    key: 'sunrise',
    name: 'Sunrise Office Mart',
    contact: 'Farhan Shaikh',
    state: '27',
    pan: 'AAJFS8863L',
    phone: '+91 98200 35591',
    city: 'Andheri East, Mumbai 400093',
    terms: 'Net 30',
  },
]

/** One line of a demo PO. */
export interface DemoLine {
  item: string
  spec: string
  qty: number
  unit: 'Nos' | 'Box'
  rate: number
  gst: 0 | 5 | 12 | 18
}

/** One demo PO: who raised it with whom, how many days ago, what it orders and how far it got. */
export interface DemoPo {
  vendor: string
  by: 'buyer' | 'admin'
  daysAgo: number
  deliverIn: number
  type: 'CAPEX' | 'OPEX' | 'Goods' | 'Service'
  status: PoStatus
  lines: DemoLine[]
  remarks?: string
}

const line = (item: string, spec: string, qty: number, unit: 'Nos' | 'Box', rate: number, gst: DemoLine['gst']) => ({
  item,
  spec,
  qty,
  unit,
  rate,
  gst,
})

const po = (head: Omit<DemoPo, 'lines'>, ...lines: DemoLine[]): DemoPo => ({ ...head, lines })

/** About a dozen POs across every status, several vendors and two creators; most are under ₹1 lakh. */
export const DEMO_POS: readonly DemoPo[] = [
  po(
    { vendor: 'ganesh', by: 'buyer', daysAgo: 58, deliverIn: 10, type: 'Goods', status: 'Closed' },
    line('Hex bolt M10 x 50', 'Zinc plated, grade 8.8', 500, 'Nos', 12.5, 18),
    line('Spring washer M10', 'Hardened steel', 500, 'Nos', 1.8, 18),
  ),
  po(
    { vendor: 'kaveri', by: 'buyer', daysAgo: 45, deliverIn: 14, type: 'Goods', status: 'Fully Delivered' },
    line('LED panel light 18W', '2 x 2 ft, cool white, BIS certified', 40, 'Nos', 650, 12),
    line('Copper wire 2.5 sq mm', 'FR PVC insulated, 90 m coil', 5, 'Box', 2150, 18),
  ),
  po(
    { vendor: 'himalaya', by: 'admin', daysAgo: 30, deliverIn: 12, type: 'OPEX', status: 'Partially Delivered' },
    line('Safety helmet', 'ISI marked, ratchet harness, yellow', 60, 'Nos', 240, 18),
    line('Nitrile gloves', 'Powder free, size L, 100 per box', 20, 'Box', 380, 12),
  ),
  po(
    { vendor: 'coastal', by: 'buyer', daysAgo: 21, deliverIn: 25, type: 'Goods', status: 'Issued' },
    line('Corrugated box 5-ply', '18 x 12 x 12 in, printed logo', 1000, 'Nos', 38, 12),
    line('BOPP tape 48 mm x 65 m', 'Transparent, 72 rolls per box', 10, 'Box', 720, 18),
  ),
  po(
    { vendor: 'sunrise', by: 'buyer', daysAgo: 14, deliverIn: 10, type: 'OPEX', status: 'Approved' },
    line('A4 copier paper 75 GSM', '5 reams per box', 50, 'Box', 1450, 12),
    line('Whiteboard marker', 'Assorted colours, 10 per box', 10, 'Box', 240, 18),
  ),
  po(
    { vendor: 'kaveri', by: 'admin', daysAgo: 9, deliverIn: 20, type: 'CAPEX', status: 'Pending Approval' },
    line('3-phase energy meter', 'Class 1.0, RS-485', 4, 'Nos', 7800, 18),
    line('MCB 32A double pole', 'C curve, 10 kA', 20, 'Nos', 560, 18),
  ),
  po(
    { vendor: 'ganesh', by: 'buyer', daysAgo: 6, deliverIn: 30, type: 'CAPEX', status: 'Pending Approval' },
    line('Pallet racking upright', '3 m, 1500 kg per level, powder coated', 12, 'Nos', 9500, 18),
  ),
  po(
    {
      vendor: 'himalaya',
      by: 'buyer',
      daysAgo: 20,
      deliverIn: 10,
      type: 'OPEX',
      status: 'Rejected',
      remarks: 'Rates are above the rate contract; ask for a fresh quote',
    },
    line('Reflective safety vest', 'Class 2, fluorescent orange', 100, 'Nos', 145, 12),
  ),
  po(
    {
      vendor: 'coastal',
      by: 'admin',
      daysAgo: 25,
      deliverIn: 7,
      type: 'Goods',
      status: 'Cancelled',
      remarks: 'Duplicate of an earlier order',
    },
    line('Stretch film 23 micron', '500 mm x 300 m roll', 30, 'Nos', 520, 18),
  ),
  po(
    { vendor: 'sunrise', by: 'buyer', daysAgo: 2, deliverIn: 15, type: 'CAPEX', status: 'Draft' },
    line('Ergonomic office chair', 'Mesh back, adjustable lumbar support', 8, 'Nos', 6900, 18),
  ),
  po(
    { vendor: 'kaveri', by: 'admin', daysAgo: 1, deliverIn: 10, type: 'Goods', status: 'Draft' },
    line('Industrial extension board', '6 sockets, 16A, 5 m cable', 25, 'Nos', 890, 18),
  ),
  po(
    { vendor: 'ganesh', by: 'buyer', daysAgo: 12, deliverIn: 9, type: 'Goods', status: 'Issued' },
    line('Angle grinder 4 in 850W', 'With side handle and guard', 6, 'Nos', 3250, 18),
    line('Cutting disc 4 in', 'For metal, 25 per box', 5, 'Box', 600, 18),
  ),
]
