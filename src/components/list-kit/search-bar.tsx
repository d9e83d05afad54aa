import { Button, Group, Paper } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { SearchField } from './search-field'

/** Props of a list's bar: the search box, the controls after it, and Reset filters. */
export interface SearchBarProps<TSearch extends object> {
  /** The list's URL state. */
  search: TSearch
  /** The search box's label and placeholder; none, no search box. */
  text?: { label: string; placeholder: string }
  onChange: (patch: Partial<TSearch>) => void
  /** Whether a filter is on, and the change that turns them all off (Reset filters). */
  filtered: boolean
  reset: Partial<TSearch>
  /** The controls after the search box: the filters, a sort choice. */
  children?: ReactNode
}

/**
 * The frame of a list's bar: the search box (typing updates the URL after a pause), the controls a screen puts
 * after it, and Reset filters while something narrows the list. A list with filters uses it through FilterBar; a
 * list with only a search and a sort (the catalogue) uses it alone, without the selects' and dropdowns' code on
 * its first load (issue 12).
 */
export function SearchBar<TSearch extends object>(props: SearchBarProps<TSearch>) {
  const [resets, setResets] = useState(0)
  const reset = () => {
    setResets((n) => n + 1)
    props.onChange(props.reset)
  }
  return (
    <Paper withBorder radius="md" p="sm">
      <Group align="flex-end" gap="sm" role="group" aria-label="Filters">
        {props.text ? (
          <SearchField
            key={resets}
            label={props.text.label}
            placeholder={props.text.placeholder}
            value={((props.search as Record<string, unknown>).q as string | undefined) ?? ''}
            onSearch={(q) => props.onChange({ q } as unknown as Partial<TSearch>)}
          />
        ) : null}
        {props.children}
        {props.filtered ? (
          <Button variant="subtle" onClick={reset}>
            Reset filters
          </Button>
        ) : null}
      </Group>
    </Paper>
  )
}
