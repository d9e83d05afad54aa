import { type Answer, authBody, browser } from '../security-client'

/**
 * 10.9: signed-in (and signed-out) API answers must carry `Cache-Control: no-store`, so no browser
 * or shared cache keeps a user's data.
 */
export async function attack(base: string): Promise<string> {
  // No client address: the server sees the loopback socket, as a caller with no proxy in front.
  const buyer = browser(base)
  const login = await buyer.post('validate-user', authBody('buyer@demo.local', { Password: 'Demo@12345' }))
  const answers: Array<[string, Answer]> = [['validate-user', login]]
  for (const path of ['current-user', 'get-all-products', 'get-all-categories', 'get-all-po', 'no-such-endpoint']) {
    answers.push([path, await buyer.get(path)])
  }
  answers.push(['current-user (signed out)', await browser(base).get('current-user')])
  const missing = answers.filter(([, res]) => res.headers.get('Cache-Control') !== 'no-store').map(([path]) => path)
  const signedIn = login.status === 200
  const verdict = signedIn && missing.length === 0 ? 'PASS' : 'FAIL'
  const detail = signedIn
    ? `${answers.length - missing.length}/${answers.length} carry it`
    : `sign-in answered ${login.status}`
  return `10.9 Cache-Control: no-store on API answers: ${detail}${missing.length ? ` (missing: ${missing.join(', ')})` : ''}: ${verdict}`
}
