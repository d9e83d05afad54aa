// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { VendorSelect } from '../../../src/features/purchase-orders/form/components/vendor-select'
import { activePartnersOnDevice } from '../../../src/features/suppliers/active-on-device'
import { supplierQueries } from '../../../src/features/suppliers/queries'
import { ApiError } from '../../../src/lib/api-client'
import { DEVICE_GROUP, deviceMatches, searchOutcome } from '../../../src/lib/device-matches'
import { resetConnectivityForTests } from '../../../src/lib/offline/connectivity'
import type { Supplier } from '../../../src/shared/supplier-schemas'
import { theme } from '../../../src/theme'
import { installJsdomShims } from '../support/jsdom-shims'

// Issue 46 item 12: offline, a searchable select that asks the server as the user types found
// nothing (the typed search failed); it now searches what the device has.

function partner(id: string, name: string, status: Supplier['status'] = 'Active'): Supplier {
  return {
    id,
    name,
    contactPerson: 'Someone',
    email: `${id}@partners.example`,
    phone: '9800000000',
    gstin: null,
    pan: null,
    billingAddress: 'Pune',
    paymentTerms: 'Net 30',
    categories: [],
    status,
    createdById: null,
    version: 1,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  }
}

const page = (rows: Supplier[]) => ({
  status: true,
  msg: '',
  data: rows,
  recordsTotal: rows.length,
  recordsFiltered: rows.length,
})
const KAVERI = partner('v-kaveri', 'Kaveri Electricals Pvt Ltd')
const ACME = partner('v-acme', 'Acme Fasteners')
const OFFLINE = new ApiError(0, 'You appear to be offline.')

describe('the device search of a server-searched select', () => {
  const search = activePartnersOnDevice(50)
  const activeKey = supplierQueries.active({ length: 50 }).queryKey
  const inactiveKey = supplierQueries.list({
    status: 'Inactive',
    search_txt: '',
    iDisplayStart: 0,
    iDisplayLength: 10,
    iSortCol_0: 0,
    sSortDir_0: 'asc',
  }).queryKey

  it('finds the typed term, ignoring case, in the Active lists the device has, each partner once', () => {
    const answers = [
      [activeKey, page([ACME, KAVERI])],
      [supplierQueries.active({ search: 'kav', length: 50 }).queryKey, page([KAVERI])],
      [inactiveKey, page([partner('v-old', 'Kaveri Old Works', 'Inactive')])],
    ] as const
    expect(deviceMatches(answers, ' kaVERI ', search).map((p) => p.name)).toEqual(['Kaveri Electricals Pvt Ltd'])
    expect(deviceMatches(answers, '', search).map((p) => p.name)).toEqual([
      'Acme Fasteners',
      'Kaveri Electricals Pvt Ltd',
    ])
    expect(deviceMatches(answers, 'v-acme@partners', search).map((p) => p.name)).toEqual(['Acme Fasteners'])
  })

  it('offers the server’s answer online, and the device’s matches only when the server cannot be reached', () => {
    const answers = () => [[activeKey, page([ACME, KAVERI])]] as const
    const online = searchOutcome({ data: page([ACME]), error: null, isError: false }, answers, 'Kaveri', search)
    expect(online).toEqual({ rows: [ACME], fromDevice: false })
    const unreachable = searchOutcome({ data: undefined, error: OFFLINE, isError: true }, answers, 'Kaveri', search)
    expect(unreachable).toEqual({ rows: [KAVERI], fromDevice: true })
    // A refusal is not "offline": the device's copy is not offered in place of the server's word.
    const refused = searchOutcome(
      { data: undefined, error: new ApiError(403, 'No'), isError: true },
      answers,
      'Kaveri',
      search,
    )
    expect(refused).toEqual({ rows: undefined, fromDevice: false })
  })
})

describe('Vendor Name with the server unreachable', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeAll(installJsdomShims)
  beforeEach(() => {
    resetConnectivityForTests()
    fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    resetConnectivityForTests()
  })

  it('lists and picks the typed partner from the list the device kept', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'offlineFirst' } } })
    // The Vendor Name list was opened once online: its first page is in the (persisted) cache.
    client.setQueryData(supplierQueries.active({ length: 50 }).queryKey, page([ACME, KAVERI]))
    const onChange = vi.fn()
    render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={client}>
          <VendorSelect value={null} onChange={onChange} />
        </QueryClientProvider>
      </MantineProvider>,
    )
    const input = screen.getByPlaceholderText('Search Active supply partners')
    input.focus()
    fireEvent.click(input)
    fireEvent.change(input, { target: { value: 'Kaveri' } })
    const typedKey = supplierQueries.active({ search: 'Kaveri', length: 50 }).queryKey
    // The typed search went to the server and got no answer.
    await waitFor(() => expect(client.getQueryState(typedKey)?.status).toBe('error'), { timeout: 3_000 })
    expect(fetchMock).toHaveBeenCalled()
    // jsdom lays nothing out, so the open dropdown counts as hidden to role queries.
    expect(input.getAttribute('aria-expanded')).toBe('true')
    const option = await screen.findByRole('option', { name: 'Kaveri Electricals Pvt Ltd', hidden: true })
    expect(screen.queryByText('No Active supply partner matches')).toBeNull()
    // The list says where its options come from.
    expect(screen.getByText(DEVICE_GROUP)).toBeTruthy()
    fireEvent.click(option)
    expect(onChange).toHaveBeenCalledWith('v-kaveri', KAVERI)
  })
})
