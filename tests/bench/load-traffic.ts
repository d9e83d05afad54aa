import autocannon from 'autocannon'
import { v7 as uuidv7 } from 'uuid'
import { DEMO_PASSWORD } from '../../server/db/seed'
import { type LoadPicks, loadBuyers } from './load-data'

/** Requests/s and latency percentiles (ms) of a run under load. */
export interface LoadFigures {
  rps: number
  p50: number
  p99: number
}

/** An autocannon run: its figures, what failed (must be nothing) and the first failure seen. */
export interface TrafficResult extends LoadFigures {
  /** Connection errors and timeouts (no answer within TIMEOUT_SECONDS). */
  errors: number
  timeouts: number
  non2xx: number
  firstFailure: string
}

/** A request not answered within this long counts as an error. */
export const TIMEOUT_SECONDS = 30

/** The get-all-po request of the traffic and of the SQL floor: tab All, first page, newest first. */
export const LIST_QUERY = { name: 'all' }

/** Signs every load buyer in through `url`; answers their Cookie headers. */
export async function signInBuyers(url: string): Promise<string[]> {
  const cookies: string[] = []
  for (const email of loadBuyers()) {
    const res = await fetch(`${url}/api/validate-user`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Domain: 'localhost', Origin: url },
      body: JSON.stringify({ AppID: 5, DomainName: 'localhost', Username: email, Password: DEMO_PASSWORD }),
    })
    const cookie = res.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    if (!res.ok || !cookie) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`)
    cookies.push(cookie)
  }
  return cookies
}

const any = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)] as T
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

function addPoBody(picks: LoadPicks): string {
  return JSON.stringify({
    poId: uuidv7(),
    poNumber: '',
    PoDate: day(0),
    vendorName: picks.activeVendorId,
    supplyPartnerContact: 'Ravi Kumar, 9876543210',
    billingAddress: 'Demo Supplies, 1 MG Road, Pune',
    deliveryAddress: 'Warehouse 2, Chakan MIDC, Pune',
    purchaseType: 'Goods',
    PaymentTerms: 'Net 30',
    deliveryDate: day(14),
    shippingMode: 'Road',
    incoTerms: 'FOB',
    poValidity: day(30),
    products: [1, 2, 3].map((l) => ({
      Particular: `Load item ${l}`,
      ItemDescription: 'Load bench',
      Quantity: l,
      UOMID: picks.unitId,
      BudgetedRate: 100 + l * 25.5,
      GSTPercentage: '18%',
      DocumentPath: null,
    })),
  })
}

type Step = { label: string; method: 'GET' | 'POST'; path: () => string; body?: () => string }

/** One loop of a connection: three lists, three details, an add-to-cart and a create-PO (a quarter writes). */
function mixedSteps(picks: LoadPicks): Step[] {
  const poList: Step = {
    label: 'get-all-po',
    method: 'GET',
    path: () => `/api/get-all-po?${new URLSearchParams(LIST_QUERY)}`,
  }
  const productDetail: Step = {
    label: 'get-product-by-id',
    method: 'GET',
    path: () => `/api/get-product-by-id?ProductID=${any(picks.productIds)}`,
  }
  return [
    poList,
    { label: 'get-po-by-id', method: 'GET', path: () => `/api/get-po-by-id?poId=${any(picks.poIds)}` },
    {
      label: 'get-all-products',
      method: 'GET',
      path: () =>
        `/api/get-all-products?status=Active&iDisplayStart=${10 * Math.floor(Math.random() * 20)}&iDisplayLength=10&iSortCol_0=0&sSortDir_0=asc`,
    },
    productDetail,
    {
      label: 'add-to-cart',
      method: 'POST',
      path: () => '/api/add-to-cart',
      body: () => JSON.stringify({ CartID: uuidv7(), ProductID: any(picks.productIds), Quantity: 1 }),
    },
    poList,
    productDetail,
    { label: 'add-po', method: 'POST', path: () => '/api/add-po', body: () => addPoBody(picks) },
  ]
}

/** The requests of one loop of the mixed traffic, by name (the steps read the picks only when sent). */
export const MIXED_LOOP = mixedSteps({} as LoadPicks).map((step) => step.label)

/** The mixed traffic, or get-all-po alone. */
export const trafficSteps = (picks: LoadPicks, kind: 'mixed' | 'list'): Step[] =>
  kind === 'mixed' ? mixedSteps(picks) : mixedSteps(picks).slice(0, 1)

/**
 * Runs `connections` autocannon connections for `seconds`, spread evenly over `urls` (autocannon
 * gives connection i the URL i mod n), each looping over `steps` as one buyer (the next cookie in
 * turn at each loop), writes with a fresh Idempotency-Key and fresh UUIDv7 ids.
 */
export async function drive(
  urls: string[],
  cookies: string[],
  steps: Step[],
  options: { connections: number; seconds: number },
): Promise<TrafficResult> {
  let nextBuyer = 0
  let firstFailure = ''
  const requests = steps.map(
    (step): autocannon.Request => ({
      method: step.method,
      setupRequest: (request, context) => {
        const loop = context as { cookie?: string }
        if (loop.cookie === undefined) {
          loop.cookie = cookies[nextBuyer % cookies.length] ?? ''
          nextBuyer += 1
        }
        // autocannon puts each connection's host:port on the request; writes must name it as their Origin.
        const { host } = request as { host?: string }
        const headers: Record<string, string> = { Domain: 'localhost', Cookie: loop.cookie }
        if (step.body) {
          Object.assign(headers, {
            Origin: `http://${host}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': uuidv7(),
          })
        }
        return { ...request, path: step.path(), headers, body: step.body?.() }
      },
      onResponse: (status, body) => {
        if (status >= 300 && !firstFailure) firstFailure = `${step.label}: ${status} ${body.slice(0, 300)}`
      },
    }),
  )
  let firstError = ''
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        // autocannon takes a list of URLs too (its types say one).
        url: urls as unknown as string,
        connections: options.connections,
        duration: options.seconds,
        timeout: TIMEOUT_SECONDS,
        requests,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    )
    run.on('reqError', (error: { code?: string; message?: string }) => {
      firstError ||= `${error.code ?? ''} ${error.message ?? String(error)}`.trim()
    })
  })
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    firstFailure: firstFailure || firstError,
  }
}
