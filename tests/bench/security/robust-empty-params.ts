import { signIn } from '../security-client'

/** This script's own client address (right-most X-Forwarded-For), so other attacks' sign-ins never throttle it. */
const CLIENT_IP = '10.0.108.1'

/**
 * 10.9: a client written to the spec sends every list parameter, empty when the user chose nothing
 * (`parentCatID=`); each list must answer 200 with the same rows as without the empty parameters.
 */
export async function attack(base: string): Promise<string> {
  const admin = await signIn(base, 'admin@demo.local', CLIENT_IP)
  const PAGE = 'iDisplayStart=0&iDisplayLength=10'
  const lists = [
    ['get-all-categories', 'search_txt=&parentCatID=&status=&iDisplayStart=0&iDisplayLength=10', PAGE],
    ['get-all-products', 'search_txt=&CategoryID=&status=&iDisplayStart=0&iDisplayLength=10', PAGE],
    ['get-all-po', 'poNumbers=&vendorIds=&status=&valueMin=&limit=10&offset=0', 'limit=10&offset=0'],
  ] as const
  const results: string[] = []
  let same = true
  for (const [path, empty, plain] of lists) {
    // The raw bytes: the rows must be the same to the letter, not merely parse alike.
    const withEmpty = await admin.download(`${path}?${empty}`)
    const without = await admin.download(`${path}?${plain}`)
    const [a, b] = [withEmpty.body.toString('utf8'), without.body.toString('utf8')]
    same &&= withEmpty.status === 200 && a === b
    results.push(`${path} ${withEmpty.status}`)
  }
  return `10.9 empty list parameters mean no filter: ${results.join(', ')}, same rows as without them: ${same}: ${same ? 'PASS' : 'FAIL'}`
}
