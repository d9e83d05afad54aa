import { authBody, browser, signIn } from '../security-client'

/** The attacker's address and the owner's (right-most X-Forwarded-For), apart from other attacks'. */
const ATTACKER_IP = '10.0.13.66'
const OWNER_IP = '10.0.13.10'
const OWNER_NEW_DEVICE_IP = '10.0.13.11'
const VICTIM = 'buyer@demo.local'
const PASSWORD = 'Demo@12345'

/**
 * 10.1: knowing only the e-mail, the attacker asks for resets, for codes, guesses codes and tries to
 * set a password, three rounds back to back. The owner's session must survive, the password must
 * still work from a new browser, and step 1 must still send the owner to the password step.
 */
export async function attack(base: string): Promise<string> {
  const laptop = await signIn(base, VICTIM, OWNER_IP, PASSWORD).catch(() => undefined)
  if (!laptop) return '10.1 account lock-out via forgot-password: the owner could not sign in before the attack: FAIL'
  const attacker = browser(base, ATTACKER_IP)
  const seen = new Set<number>()
  for (let round = 0; round < 3; round += 1) {
    for (let i = 0; i < 3; i += 1) seen.add((await attacker.put('forgot-password', authBody(VICTIM))).status)
    for (let i = 0; i < 2; i += 1) seen.add((await attacker.post('check-first-login', authBody(VICTIM))).status)
    for (let i = 0; i < 6; i += 1) {
      seen.add(
        (await attacker.post('validate-otp', authBody(VICTIM, { OTP: String(100_000 + round * 10 + i) }))).status,
      )
    }
    const set = await attacker.post(
      'update-password',
      authBody(VICTIM, { NewPassword: 'Hijack#2026', ConfirmPassword: 'Hijack#2026' }),
    )
    seen.add(set.status)
  }
  const session = (await laptop.get('current-user')).status
  const fresh = browser(base, OWNER_NEW_DEVICE_IP)
  const step1 = await fresh.post('check-first-login', authBody(VICTIM))
  const password = (await fresh.post('validate-user', authBody(VICTIM, { Password: PASSWORD }))).status
  const pass = session === 200 && step1.body.status === false && password === 200
  return `10.1 account lock-out via forgot-password: after 3 rounds (attacker saw ${[...seen].sort().join('/')}), owner session ${session}, step 1 ${step1.body.status ? 'code' : 'password'} step, password sign-in ${password}: ${pass ? 'PASS' : 'FAIL'}`
}
