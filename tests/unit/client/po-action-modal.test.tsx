// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PoActionModal } from '../../../src/features/purchase-orders/list/components/po-action-modal'
import { theme } from '../../../src/theme'
import { installJsdomShims } from '../support/jsdom-shims'

beforeAll(() => {
  installJsdomShims()
  // The remarks textarea grows with its text and listens for web fonts loading; jsdom has no document.fonts.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true })
  }
})
afterEach(cleanup)

const show = (kind: 'deliver' | 'cancel') =>
  render(
    <MantineProvider theme={theme}>
      <PoActionModal
        kind={kind}
        numbers={['PO-2026-000014']}
        pending={false}
        onCancel={() => {}}
        onConfirm={() => {}}
      />
    </MantineProvider>,
  )

describe('the PO list’s confirm dialogs (issue 46 item 20)', () => {
  it('Mark Delivered is left with Cancel', () => {
    show('deliver')
    const dialog = screen.getByRole('dialog', { name: 'Mark delivered' })
    expect(dialog.textContent).toContain('Cancel')
    expect(dialog.textContent).not.toContain('Keep them')
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()
  })

  it('Cancel POs is left with Keep them (a second Cancel beside Cancel POs would be ambiguous)', () => {
    show('cancel')
    expect(screen.getByRole('button', { name: 'Keep them' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cancel POs' })).toBeTruthy()
  })
})
