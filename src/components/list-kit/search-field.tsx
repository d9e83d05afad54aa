import { CloseButton, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useState } from 'react'

/** Props of the search field of a list. */
export interface SearchFieldProps {
  label: string
  placeholder: string
  /** The search text in the URL. */
  value: string
  /** Called with the trimmed text 300 ms after typing stops, or at once on Enter. */
  onSearch: (text: string) => void
}

/** A list's search box: typing updates the URL after a pause; Enter searches at once; Back shows the URL's text. */
export function SearchField({ label, placeholder, value, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value)
  const [shown, setShown] = useState(value)
  // The URL's text changed without typing (Back, Reset): show it. What was just typed and sent stays as typed.
  if (value !== shown) {
    setShown(value)
    if (value !== text.trim()) setText(value)
  }
  const commit = useDebouncedCallback((next: string) => onSearch(next.trim()), 300)
  const change = (next: string) => {
    setText(next)
    commit(next)
  }
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush()
      }}
      rightSection={text ? <CloseButton aria-label="Clear search" size="sm" onClick={() => change('')} /> : null}
      miw={220}
      style={{ flex: 1 }}
    />
  )
}
