import { authBody, browser, signIn } from '../security-client'

/** The one real client behind the proxy, the owner's laptop, and the range strangers guess from. */
const CLIENT_IP = '10.0.14.66'
const OWNER_IP = '10.0.14.10'
const STRANGERS = '10.0.15.'
const VICTIM = 'warehouse@demo.local'
const PASSWORD = 'Demo@12345'

/**
 * 10.5: 12 wrong passwords from one client through one proxy hop, each with a different first
 * X-Forwarded-For entry (which the client controls), must meet 429s. Then wrong passwords from
 * ever new addresses must be stopped per account, while the owner's laptop, which signed in
 * before, still gets in (and by doing so lifts the block, so later attacks find the account usable).
 */
export async function attack(base: string): Promise<string> {
  const laptop = await signIn(base, VICTIM, OWNER_IP, PASSWORD).catch(() => undefined)
  if (!laptop) return '10.5 throttle bypass behind a proxy: the owner could not sign in before the attack: FAIL'
  const spoofed: number[] = []
  for (let i = 0; i < 12; i += 1) {
    const client = browser(base, `203.0.113.${i + 1}, ${CLIENT_IP}`)
    spoofed.push((await client.post('validate-user', authBody(VICTIM, { Password: `Wrong#${i}pass` }))).status)
  }
  const spoofed429 = spoofed.filter((s) => s === 429).length

  let spread = 0
  let stranger = 0
  for (let i = 1; i <= 40 && stranger !== 429; i += 1) {
    stranger = (
      await browser(base, `${STRANGERS}${i}`).post('validate-user', authBody(VICTIM, { Password: `Guess#${i}pass` }))
    ).status
    spread = i
  }
  const strangerRight = (
    await browser(base, `${STRANGERS}200`).post('validate-user', authBody(VICTIM, { Password: PASSWORD }))
  ).status
  const owner = (await laptop.post('validate-user', authBody(VICTIM, { Password: PASSWORD }))).status
  const after = (await browser(base, `${STRANGERS}201`).post('validate-user', authBody(VICTIM, { Password: PASSWORD })))
    .status
  const pass =
    spoofed.slice(0, 5).every((s) => s === 401) &&
    spoofed429 === 7 &&
    stranger === 429 &&
    strangerRight === 429 &&
    owner === 200 &&
    after === 200
  return `10.5 throttle bypass behind a proxy: 12 spoofed first entries got ${spoofed429} × 429; guesses from ${spread - 1} new addresses then met 429 (the account's ${5 + spread - 1} failures; right password from a stranger ${strangerRight}, from the owner's laptop ${owner}): ${pass ? 'PASS' : 'FAIL'}`
}
