/** The attacker's address and the owner's (right-most X-Forwarded-For), apart from other attacks'. */
const ATTACKER_IP = '10.0.13.66'
const OWNER_IP = '10.0.13.10'
const OWNER_NEW_DEVICE_IP = '10.0.13.11'
const VICTIM = 'buyer@demo.local'
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
 * 10.1: knowing only the e-mail, the attacker asks for resets, for codes, guesses codes and tries to
 * set a password, three rounds back to back. The owner's session must survive, the password must
 * still work from a new browser, and step 1 must still send the owner to the password step.
 */
export async function attack(base: string): Promise<string> {
  const laptop = browser(base, OWNER_IP)
  if ((await laptop('POST', 'validate-user', auth({ Password: PASSWORD }))).status !== 200) {
    return '10.1 account lock-out via forgot-password: the owner could not sign in before the attack: FAIL'
  }
  const attacker = browser(base, ATTACKER_IP)
  const seen = new Set<number>()
  for (let round = 0; round < 3; round += 1) {
    for (let i = 0; i < 3; i += 1) seen.add((await attacker('PUT', 'forgot-password', auth())).status)
    for (let i = 0; i < 2; i += 1) seen.add((await attacker('POST', 'check-first-login', auth())).status)
    for (let i = 0; i < 6; i += 1) {
      seen.add((await attacker('POST', 'validate-otp', auth({ OTP: String(100_000 + round * 10 + i) }))).status)
    }
    const set = await attacker(
      'POST',
      'update-password',
      auth({ NewPassword: 'Hijack#2026', ConfirmPassword: 'Hijack#2026' }),
    )
    seen.add(set.status)
  }
  const session = (await laptop('GET', 'current-user')).status
  const fresh = browser(base, OWNER_NEW_DEVICE_IP)
  const step1 = await fresh('POST', 'check-first-login', auth())
  const password = (await fresh('POST', 'validate-user', auth({ Password: PASSWORD }))).status
  const pass = session === 200 && step1.body.status === false && password === 200
  return `10.1 account lock-out via forgot-password: after 3 rounds (attacker saw ${[...seen].sort().join('/')}), owner session ${session}, step 1 ${step1.body.status ? 'code' : 'password'} step, password sign-in ${password}: ${pass ? 'PASS' : 'FAIL'}`
}
