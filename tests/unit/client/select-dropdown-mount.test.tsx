// @vitest-environment jsdom
import { MantineProvider, Select } from '@mantine/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { theme } from '../../../src/theme'
import { installJsdomShims } from '../support/jsdom-shims'

beforeAll(installJsdomShims)
afterEach(cleanup)

const SORTS = ['Name A to Z', 'Price low to high', 'Price high to low']

describe('the theme builds a select’s options when it opens (issue 12)', () => {
  it('mounts no dropdown with the page: no listbox and no options until the select is opened', () => {
    render(
      <MantineProvider theme={theme}>
        <Select label="Sort by" data={SORTS} defaultValue="Name A to Z" />
      </MantineProvider>,
    )
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull()
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0)
  })

  it('still lists and picks the options once opened', () => {
    render(
      <MantineProvider theme={theme}>
        <Select label="Sort by" data={SORTS} defaultValue="Name A to Z" />
      </MantineProvider>,
    )
    const input = screen.getByLabelText('Sort by')
    fireEvent.click(input)
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(SORTS)
    fireEvent.click(screen.getByRole('option', { name: 'Price high to low' }))
    expect((input as HTMLInputElement).value).toBe('Price high to low')
  })
})
