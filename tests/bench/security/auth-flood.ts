import { authBody, browser } from '../security-client'

/** The flooding address, and another one that must not notice. */
const FLOOD_IP = '10.0.12.66'
const OTHER_IP = '10.0.12.10'

/**
 * 9 (auth flood): 80 sign-ins with random e-mails from one address, 8 at a time, must meet 429s
 * with Retry-After once the per-address limit (60 a minute) is spent, while another address still
 * signs in.
 */
export async function attack(base: string): Promise<string> {
  const statuses: number[] = []
  let retryAfter = ''
  const started = performance.now()
  let next = 0
  const worker = async () => {
    while (next < 80) {
      next += 1
      // A fresh browser each time: the flood carries no cookies.
      const res = await browser(base, FLOOD_IP).post(
        'validate-user',
        authBody(`flood-${crypto.randomUUID()}@demo.local`, { Password: 'Flood#12345' }),
      )
      if (res.status === 429) retryAfter = res.headers.get('Retry-After') ?? ''
      statuses.push(res.status)
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  const seconds = (performance.now() - started) / 1000
  const refused = statuses.filter((s) => s === 429).length
  const other = await browser(base, OTHER_IP).post(
    'validate-user',
    authBody('catalogue@demo.local', { Password: 'Demo@12345' }),
  )
  const pass = refused >= 20 && statuses.length - refused <= 60 && Number(retryAfter) > 0 && other.status === 200
  return `9 auth flood: 80 random-e-mail sign-ins from one address in ${seconds.toFixed(1)} s: ${statuses.length - refused} answered, ${refused} × 429 (Retry-After ${retryAfter} s); another address signs in: ${other.status}: ${pass ? 'PASS' : 'FAIL'}`
}
