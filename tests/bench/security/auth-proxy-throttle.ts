/** The one real client behind the proxy, the owner's laptop, and the range strangers guess from. */
const CLIENT_IP = '10.0.14.66'
const OWNER_IP = '10.0.14.10'
const STRANGERS = '10.0.15.'
const VICTIM = 'warehouse@demo.local'
const PASSWORD = 'Demo@12345'

/** A browser at one address: keeps its cookies across calls, answers status and body. */
function browser(base: string, ip: string) {
  const cookies = new Map<string, string>()
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}/api/${path}`, {
      method,
      headers: {
        Domain: 'localhost',
        Origin: base,
        'Content-Type': 'application/json',
        'X-Forwarded-For': ip,
        Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const name = pair.slice(0, pair.indexOf('=')).trim()
      const value = pair.slice(pair.indexOf('=') + 1).trim()
      if (value === '' || /max-age=0/i.test(line)) cookies.delete(name)
      else cookies.set(name, value)
    }
    return { status: res.status, body: (await res.json()) as { status?: boolean; msg?: string } }
  }
}

const auth = (extra: Record<string, unknown> = {}) => ({
  AppID: 5,
  DomainName: 'localhost',
  Username: VICTIM,
  ...extra,
})

/**
 * 10.5: 12 wrong passwords from one client through one proxy hop, each with a different first
 * X-Forwarded-For entry (which the client controls), must meet 429s. Then wrong passwords from
 * ever new addresses must be stopped per account, while the owner's laptop, which signed in
 * before, still gets in (and by doing so lifts the block, so later attacks find the account usable).
 */
export async function attack(base: string): Promise<string> {
  const laptop = browser(base, OWNER_IP)
  if ((await laptop('POST', 'validate-user', auth({ Password: PASSWORD }))).status !== 200) {
    return '10.5 throttle bypass behind a proxy: the owner could not sign in before the attack: FAIL'
  }
  const spoofed: number[] = []
  for (let i = 0; i < 12; i += 1) {
    const client = browser(base, `203.0.113.${i + 1}, ${CLIENT_IP}`)
    spoofed.push((await client('POST', 'validate-user', auth({ Password: `Wrong#${i}pass` }))).status)
  }
  const spoofed429 = spoofed.filter((s) => s === 429).length

  let spread = 0
  let stranger = 0
  for (let i = 1; i <= 40 && stranger !== 429; i += 1) {
    stranger = (await browser(base, `${STRANGERS}${i}`)('POST', 'validate-user', auth({ Password: `Guess#${i}pass` })))
      .status
    spread = i
  }
  const strangerRight = (await browser(base, `${STRANGERS}200`)('POST', 'validate-user', auth({ Password: PASSWORD })))
    .status
  const owner = (await laptop('POST', 'validate-user', auth({ Password: PASSWORD }))).status
  const after = (await browser(base, `${STRANGERS}201`)('POST', 'validate-user', auth({ Password: PASSWORD }))).status
  const pass =
    spoofed.slice(0, 5).every((s) => s === 401) &&
    spoofed429 === 7 &&
    stranger === 429 &&
    strangerRight === 429 &&
    owner === 200 &&
    after === 200
  return `10.5 throttle bypass behind a proxy: 12 spoofed first entries got ${spoofed429} × 429; guesses from ${spread - 1} new addresses then met 429 (the account's ${5 + spread - 1} failures; right password from a stranger ${strangerRight}, from the owner's laptop ${owner}): ${pass ? 'PASS' : 'FAIL'}`
}
