/** This script's own client address (right-most X-Forwarded-For), so other attacks' sign-ins never throttle it. */
const CLIENT_IP = '10.0.107.1'

/**
 * 10.9: a client written to the spec sends every list parameter, empty when the user chose nothing
 * (`parentCatID=`); each list must answer 200 with the same rows as without the empty parameters.
 */
export async function attack(base: string): Promise<string> {
  const headers: Record<string, string> = {
    Domain: 'localhost',
    Origin: base,
    'Content-Type': 'application/json',
    'X-Forwarded-For': CLIENT_IP,
  }
  const auth = { AppID: 5, DomainName: 'localhost', Username: 'admin@demo.local', Password: 'Demo@12345' }
  const res = await fetch(`${base}/api/validate-user`, { method: 'POST', headers, body: JSON.stringify(auth) })
  await res.body?.cancel()
  headers.Cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const PAGE = 'iDisplayStart=0&iDisplayLength=10'
  const lists = [
    ['get-all-categories', 'search_txt=&parentCatID=&status=&iDisplayStart=0&iDisplayLength=10', PAGE],
    ['get-all-products', 'search_txt=&CategoryID=&status=&iDisplayStart=0&iDisplayLength=10', PAGE],
    ['get-all-po', 'poNumbers=&vendorIds=&status=&valueMin=&limit=10&offset=0', 'limit=10&offset=0'],
  ] as const
  const results: string[] = []
  let same = true
  for (const [path, empty, plain] of lists) {
    const withEmpty = await fetch(`${base}/api/${path}?${empty}`, { headers })
    const without = await fetch(`${base}/api/${path}?${plain}`, { headers })
    const [a, b] = [await withEmpty.text(), await without.text()]
    same &&= withEmpty.status === 200 && a === b
    results.push(`${path} ${withEmpty.status}`)
  }
  return `10.9 empty list parameters mean no filter: ${results.join(', ')}, same rows as without them: ${same}: ${same ? 'PASS' : 'FAIL'}`
}
