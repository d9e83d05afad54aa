/**
 * 10.9: signed-in (and signed-out) API answers must carry `Cache-Control: no-store`, so no browser
 * or shared cache keeps a user's data.
 */
export async function attack(base: string): Promise<string> {
  const headers = { Domain: 'localhost', Origin: base, 'Content-Type': 'application/json' }
  const signIn = await fetch(`${base}/api/validate-user`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ AppID: 5, DomainName: 'localhost', Username: 'buyer@demo.local', Password: 'Demo@12345' }),
  })
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const answers: Array<[string, Response]> = [['validate-user', signIn]]
  for (const path of ['current-user', 'get-all-products', 'get-all-categories', 'get-all-po', 'no-such-endpoint']) {
    answers.push([path, await fetch(`${base}/api/${path}`, { headers: { ...headers, Cookie: cookie } })])
  }
  answers.push(['current-user (signed out)', await fetch(`${base}/api/current-user`, { headers })])
  const missing = answers.filter(([, res]) => res.headers.get('Cache-Control') !== 'no-store').map(([path]) => path)
  await Promise.all(answers.map(([, res]) => res.body?.cancel()))
  const signedIn = signIn.status === 200
  const verdict = signedIn && missing.length === 0 ? 'PASS' : 'FAIL'
  const detail = signedIn
    ? `${answers.length - missing.length}/${answers.length} carry it`
    : `sign-in answered ${signIn.status}`
  return `10.9 Cache-Control: no-store on API answers: ${detail}${missing.length ? ` (missing: ${missing.join(', ')})` : ''}: ${verdict}`
}
