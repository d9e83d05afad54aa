import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addPo, addVendor, movePo, poBody, poById, poIn, signedIn, unitIds } from './po-fixtures'

let t: TestApp
let buyer: ApiClient
let approver: ApiClient
let vendorId: string
let unit: number

beforeAll(async () => {
  t = await createTestApp()
  buyer = await signedIn(t, 'buyer')
  approver = await signedIn(t, 'approver')
  vendorId = (await addVendor(t)).id
  unit = (await unitIds(buyer)).Nos ?? 0
})
afterAll(() => t.close())

/** A PO raised by `client`, submitted for approval by `submitter` (the raiser unless given). */
async function pending(client: ApiClient, submitter: ApiClient = client) {
  const draft = poIn(await addPo(client, poBody(vendorId, unit)))
  return poIn(await movePo(submitter, draft.poId, 'Pending Approval'))
}

describe('issue 10.4: nobody approves or rejects a purchase order they raised', () => {
  it.each([
    ['Approved', 'You cannot approve a purchase order you raised.'],
    ['Rejected', 'You cannot reject a purchase order you raised.'],
  ] as const)('an admin who raised a PO moving it to %s gets 403, and nothing changes', async (status, message) => {
    const admin = await signedIn(t, 'admin')
    const po = await pending(admin)
    expect(po.nextStatuses).toEqual([])
    const res = await movePo(admin, po.poId, status, { version: po.version })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ status: false, msg: message })
    expect(await poById(admin, po.poId)).toEqual(po)
  })

  it('another approver, or another admin, may approve or reject it', async () => {
    const admin = await signedIn(t, 'admin')
    const otherAdmin = await signedIn(t, 'admin')
    const first = await pending(admin)
    expect((await poById(approver, first.poId)).nextStatuses).toEqual(['Approved', 'Rejected'])
    expect(poIn(await movePo(approver, first.poId, 'Approved')).status).toBe('Approved')
    const second = await pending(admin)
    expect((await poById(otherAdmin, second.poId)).nextStatuses).toEqual(['Approved', 'Rejected'])
    expect(poIn(await movePo(otherAdmin, second.poId, 'Rejected', { remarks: 'Over budget' })).status).toBe('Rejected')
  })

  it('counts an admin who edited or submitted a buyer’s Draft as a raiser too', async () => {
    const editor = await signedIn(t, 'admin')
    const draft = poIn(await addPo(buyer, poBody(vendorId, unit)))
    const edited = poIn(
      await editor.post('update-po', { ...poBody(vendorId, unit), poId: draft.poId, version: draft.version }),
    )
    const po = poIn(await movePo(buyer, edited.poId, 'Pending Approval'))
    expect((await movePo(editor, po.poId, 'Approved')).status).toBe(403)

    const submitter = await signedIn(t, 'admin')
    const other = await pending(buyer, submitter)
    expect((await poById(submitter, other.poId)).nextStatuses).toEqual([])
    expect((await movePo(submitter, other.poId, 'Rejected', { remarks: 'No' })).status).toBe(403)
    expect((await poById(approver, other.poId)).status).toBe('Pending Approval')
  })

  it('leaves the demo approver free to approve what the buyer raised', async () => {
    const po = await pending(buyer)
    expect(poIn(await movePo(approver, po.poId, 'Approved')).audit.map((a) => a.to)).toEqual([
      'Draft',
      'Pending Approval',
      'Approved',
    ])
  })
})
