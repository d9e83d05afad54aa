// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { LabelledDropdown } from '../../../src/components/labelled-dropdown'
import { LabelledTextInput } from '../../../src/components/labelled-text-input'
import { LabelledTextarea } from '../../../src/components/labelled-textarea'
import { installJsdomShims } from '../support/jsdom-shims'

beforeAll(installJsdomShims)
afterEach(cleanup)

const inMantine = (node: ReactNode) => render(<MantineProvider>{node}</MantineProvider>)

describe('LabelledTextInput and LabelledTextarea (spec point 5)', () => {
  it('show the label with a colon, tied to the field, text type by default', () => {
    inMantine(<LabelledTextInput label="Vendor Name" placeholder="Type" />)
    const input = screen.getByLabelText('Vendor Name:')
    expect(input.getAttribute('type')).toBe('text')
    expect(input.hasAttribute('disabled')).toBe(false)
  })

  it('are disabled by a truthy id, which also labels them', () => {
    inMantine(
      <>
        <LabelledTextInput label="Code" id="code-field" />
        <LabelledTextarea label="Notes" id="notes-field" />
      </>,
    )
    expect(screen.getByLabelText('Code:').id).toBe('code-field')
    expect(screen.getByLabelText('Code:').hasAttribute('disabled')).toBe(true)
    expect(screen.getByLabelText('Notes:').hasAttribute('disabled')).toBe(true)
  })

  it('give the text area 3 rows and the placeholder Enter text... by default', () => {
    inMantine(<LabelledTextarea label="Remarks" />)
    const area = screen.getByLabelText('Remarks:')
    expect(area.getAttribute('rows')).toBe('3')
    expect(area.getAttribute('placeholder')).toBe('Enter text...')
  })
})

describe('LabelledDropdown (spec point 4)', () => {
  const options = [
    { id: 1, name: 'Paper' },
    { id: 2, name: 'Pens' },
  ]

  it('says Loading... and is disabled while loading', () => {
    inMantine(<LabelledDropdown label="Category" options={options} loading value={null} onChange={() => undefined} />)
    const field = screen.getByRole('combobox', { name: 'Category:' })
    expect(field.getAttribute('placeholder')).toBe('Loading...')
    expect(field.hasAttribute('disabled')).toBe(true)
  })

  it('says Select {label} otherwise, shows the option name for the chosen id, and is not searchable', () => {
    inMantine(<LabelledDropdown label="Category" options={options} value="2" onChange={() => undefined} />)
    const field = screen.getByRole('combobox', { name: 'Category:' }) as HTMLInputElement
    expect(field.getAttribute('placeholder')).toBe('Select Category')
    expect(field.value).toBe('Pens')
    expect(field.readOnly).toBe(true)
  })

  it('is disabled by its disabled flag', () => {
    inMantine(<LabelledDropdown label="Unit" options={options} disabled value={null} onChange={() => undefined} />)
    expect(screen.getByRole('combobox', { name: 'Unit:' }).hasAttribute('disabled')).toBe(true)
  })
})
