import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { rfqList } from '../../../src/features/rfqs/list/list-search'
import { rfqRowOptions } from '../../../src/features/rfqs/list/row-actions'

const moves = (status: Parameters<typeof rfqRowOptions>[0], role: Parameters<typeof rfqRowOptions>[1]) =>
  rfqRowOptions(status, role).moves.map((move) => move.action)

describe('rfqRowOptions', () => {
  it('lets a buyer edit and send a Draft, or cancel it', () => {
    expect(rfqRowOptions('Draft', 'buyer')).toMatchObject({ open: 'Edit', send: true, offers: false })
    expect(moves('Draft', 'buyer')).toEqual(['Cancel RFQ'])
  })

  it('lets a buyer close a Sent RFQ early or cancel it, and only view it', () => {
    expect(rfqRowOptions('Sent', 'admin')).toMatchObject({ open: 'View', send: false, offers: false })
    expect(moves('Sent', 'admin')).toEqual(['Close for bids', 'Cancel RFQ'])
    expect(moves('Closed for bids', 'buyer')).toEqual(['Cancel RFQ'])
  })

  it('opens the offers once the quotes are unsealed, for readers too', () => {
    expect(rfqRowOptions('Closed for bids', 'buyer').offers).toBe(true)
    expect(rfqRowOptions('Under Evaluation', 'approver')).toEqual({
      open: 'View',
      send: false,
      offers: true,
      moves: [],
    })
    expect(rfqRowOptions('Pending Approval', 'buyer').offers).toBe(false)
  })

  it('offers only View and the offers on an Awarded RFQ, only View on a Cancelled one', () => {
    expect(rfqRowOptions('Awarded', 'buyer')).toEqual({ open: 'View', send: false, offers: true, moves: [] })
    expect(rfqRowOptions('Cancelled', 'buyer')).toEqual({ open: 'View', send: false, offers: false, moves: [] })
  })

  it('gives a reader (approver) only View, even on a Draft', () => {
    expect(rfqRowOptions('Draft', 'approver')).toEqual({ open: 'View', send: false, offers: false, moves: [] })
  })
})

describe('rfqList', () => {
  it('asks get-all-rfq for the newest first by default, with the status filter as the spec names it', () => {
    expect(rfqList.query(v.parse(rfqList.schema, {}))).toEqual({
      search_txt: '',
      iDisplayStart: 0,
      iDisplayLength: 10,
      iSortCol_0: 0,
      sSortDir_0: 'desc',
      status: undefined,
    })
  })

  it('maps the URL (page from 1, sort by deadline, a status) to the wire, and drops a malformed status', () => {
    const search = v.parse(rfqList.schema, {
      q: 'box',
      page: '3',
      size: 25,
      sort: 'responseDeadline',
      dir: 'asc',
      status: 'Sent',
    })
    expect(rfqList.query(search)).toEqual({
      search_txt: 'box',
      iDisplayStart: 50,
      iDisplayLength: 25,
      iSortCol_0: 3,
      sSortDir_0: 'asc',
      status: 'Sent',
    })
    expect(v.parse(rfqList.schema, { status: 'Lost' }).status).toBeUndefined()
  })
})
