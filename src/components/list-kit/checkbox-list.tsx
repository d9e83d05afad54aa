import { Checkbox, CloseButton, Loader, ScrollArea, Stack, Text, TextInput } from '@mantine/core'

/** One choice of a checkbox list. */
export interface CheckboxOption {
  value: string
  label: string
}

/** Props of a checkbox list. */
export interface CheckboxListProps {
  /** Accessible name of the group (and of its search box). */
  label: string
  options: readonly CheckboxOption[]
  value: readonly string[]
  onChange: (value: string[]) => void
  /** A search box above the list; the caller filters `options` (on the server, say). */
  search?: { value: string; onChange: (text: string) => void; placeholder: string; loading?: boolean }
  /** Shown when there is no option. */
  empty?: string
}

/**
 * A list of checkboxes that toggles membership of each value, with an optional search box. Ticked
 * values stay listed first, even when the search no longer finds them.
 */
export function CheckboxList({ label, options, value, onChange, search, empty }: CheckboxListProps) {
  const listed = new Set(options.map((o) => o.value))
  const missing = value.filter((v) => !listed.has(v)).map((v) => ({ value: v, label: v }))
  const ordered = [...missing, ...options]
  return (
    <Stack gap="xs">
      {search ? (
        <TextInput
          type="search"
          size="xs"
          aria-label={`Search ${label}`}
          placeholder={search.placeholder}
          value={search.value}
          onChange={(event) => search.onChange(event.currentTarget.value)}
          data-autofocus
          rightSection={
            search.loading ? (
              <Loader size={14} aria-label="Searching" />
            ) : search.value ? (
              <CloseButton size="sm" aria-label="Clear search" onClick={() => search.onChange('')} />
            ) : null
          }
        />
      ) : null}
      <Checkbox.Group label={label} value={[...value]} onChange={onChange} size="sm">
        <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars mt={4}>
          <Stack gap={8} py={2}>
            {ordered.length === 0 ? (
              <Text size="sm" c="dimmed">
                {empty ?? 'Nothing to choose from'}
              </Text>
            ) : (
              ordered.map((option) => <Checkbox key={option.value} value={option.value} label={option.label} />)
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Checkbox.Group>
    </Stack>
  )
}
