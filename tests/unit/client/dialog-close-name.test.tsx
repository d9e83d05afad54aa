// @vitest-environment jsdom
import { Drawer, MantineProvider, Modal } from '@mantine/core'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { theme } from '../../../src/theme'
import { installJsdomShims } from '../support/jsdom-shims'

beforeAll(installJsdomShims)
afterEach(cleanup)

describe('the theme names every dialog’s and drawer’s close button for screen readers', () => {
  it.each([
    ['a dialog', Modal],
    ['a drawer', Drawer],
  ])('%s closes with a button named Close', (_, Dialog) => {
    render(
      <MantineProvider theme={theme}>
        <Dialog opened onClose={() => undefined} title="Categories" transitionProps={{ duration: 0 }}>
          Body
        </Dialog>
      </MantineProvider>,
    )
    expect(screen.getByRole('dialog', { name: 'Categories' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
  })

  it('keeps a close button’s own name where a dialog gives one', () => {
    render(
      <MantineProvider theme={theme}>
        <Drawer opened onClose={() => undefined} title="Pending" closeButtonProps={{ 'aria-label': 'Close the panel' }}>
          Body
        </Drawer>
      </MantineProvider>,
    )
    expect(screen.getByRole('button', { name: 'Close the panel' })).toBeTruthy()
  })
})
