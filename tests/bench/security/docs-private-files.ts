import { signIn } from '../security-client'

/** This script's own client address (right-most X-Forwarded-For), so other attacks' sign-ins never throttle it. */
const CLIENT_IP = '10.0.108.1'

/** A GET as a browser tab makes it (no Domain header): status and Cache-Control. */
async function open(url: string, cookie?: string) {
  const res = await fetch(url, { headers: cookie ? { Cookie: cookie } : {} })
  await res.body?.cancel()
  return { status: res.status, cache: res.headers.get('Cache-Control') ?? '' }
}

/**
 * 10.8: the buyer uploads a PO line file; signed out, at its old public path and under a guessed
 * content hash it must be 404, while another user of the tenant gets it with private caching;
 * product images stay public.
 */
export async function attack(base: string): Promise<string> {
  const buyer = await signIn(base, 'buyer@demo.local', CLIENT_IP)
  const approver = await signIn(base, 'approver@demo.local', CLIENT_IP)
  const pdf = Buffer.from(`%PDF-1.4\nbench ${Date.now()}\n%%EOF\n`).toString('base64')
  const upload = await buyer.post('add-po-document', { Document: `data:application/pdf;base64,${pdf}` })
  const path = (upload.body.data as { DocumentPath?: string } | undefined)?.DocumentPath ?? ''
  if (upload.status !== 200) return `10.8 private files: the upload answered ${upload.status}: FAIL`
  const name = path.split('/').at(-1) ?? ''
  const signedOut = await open(`${base}${path}`)
  const oldPublic = await open(`${base}/files/po-documents/${name}`)
  const guessed = await open(`${base}${path.replace(/[a-f0-9]{64}/, '0'.repeat(64))}`, approver.cookie())
  const colleague = await open(`${base}${path}`, approver.cookie())
  const products = await buyer.get('get-all-products')
  const rows = (products.body.data as Array<{ Thumbnail: string | null }> | undefined) ?? []
  const thumbnail = rows.find((r) => r.Thumbnail)?.Thumbnail ?? ''
  const image = await open(`${base}${thumbnail}`)

  const hidden = [signedOut, oldPublic, guessed].every((r) => r.status === 404)
  const privateOk = colleague.status === 200 && /^private\b/.test(colleague.cache) && !/public/.test(colleague.cache)
  const imagePublic = image.status === 200 && image.cache.includes('public')
  const pass = hidden && privateOk && imagePublic
  const detail =
    `signed out ${signedOut.status}, old public path ${oldPublic.status}, guessed hash ${guessed.status}; ` +
    `a colleague ${colleague.status} "${colleague.cache}"; product image ${image.status} "${image.cache}"`
  return `10.8 private PO documents: ${detail}: ${pass ? 'PASS' : 'FAIL'}`
}
