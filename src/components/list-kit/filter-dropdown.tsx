import { Badge, Button, Group, Popover, Stack } from '@mantine/core'
import { type ReactNode, useState } from 'react'

/** Props of one filter of a filter bar. */
export interface FilterDropdownProps<TValue> {
  /** The button's text, and the dropdown's accessible name. */
  label: string
  /** The value in force (from the URL). */
  value: TValue
  /** The value of the filter when it is off; Reset applies it. */
  empty: TValue
  isEmpty: (value: TValue) => boolean
  /** A short summary beside the label while the filter is on: a count, a range. */
  summary?: (value: TValue) => string | undefined
  /** Puts a value in force (Apply) or turns the filter off (Reset). */
  onApply: (value: TValue) => void
  /** The editor of the draft value. */
  children: (draft: TValue, setDraft: (next: TValue) => void) => ReactNode
  width?: number
  /** What must be ready before the dropdown shows (its editor's code); it opens anyway if that fails. */
  beforeOpen?: () => Promise<unknown>
}

/**
 * A filter-bar button with its dropdown: a click opens or closes it, a click outside or Escape
 * closes it. The dropdown edits a draft of the value; Apply puts the draft in force and Reset turns
 * the filter off, and both appear only once there is a selection. The button is highlighted while
 * it holds a selection.
 */
export function FilterDropdown<TValue>(props: FilterDropdownProps<TValue>) {
  const { label, value, isEmpty } = props
  const [draft, setDraft] = useState<{ value: TValue } | null>(null)
  const shown = draft ? draft.value : value
  const selected = !isEmpty(shown)
  const summary = isEmpty(value) ? undefined : props.summary?.(value)
  const close = () => setDraft(null)
  const apply = (next: TValue) => {
    props.onApply(next)
    close()
  }
  return (
    <Popover
      opened={draft !== null}
      onDismiss={close}
      position="bottom-start"
      // Always below the button: the page scrolls to a tall dropdown, while one flipped above is cut off.
      middlewares={{ flip: false, shift: { padding: 8 } }}
      shadow="md"
      trapFocus
      returnFocus
      zIndex={1000}
    >
      <Popover.Target>
        <Button
          // Filled, not light: the light variant's text falls below AA contrast on its hover shade.
          variant={selected ? 'filled' : 'default'}
          size="sm"
          onClick={() => {
            if (draft) return close()
            const open = () => setDraft({ value })
            if (!props.beforeOpen) return open()
            props.beforeOpen().then(open, open)
          }}
          rightSection={
            summary ? (
              <Badge size="sm" variant="white" tt="none" circle={summary.length === 1} aria-hidden>
                {summary}
              </Badge>
            ) : (
              <span aria-hidden>▾</span>
            )
          }
          data-active={selected || undefined}
          aria-label={summary ? `${label}: ${summary}` : label}
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={label} w={props.width ?? 300} maw="calc(100vw - 24px)">
        {draft ? (
          <Stack gap="sm">
            {props.children(draft.value, (next) => setDraft({ value: next }))}
            {selected || !isEmpty(value) ? (
              <Group justify="flex-end" gap="xs">
                <Button variant="default" size="xs" onClick={() => apply(props.empty)}>
                  Reset
                </Button>
                <Button size="xs" onClick={() => apply(draft.value)}>
                  Apply
                </Button>
              </Group>
            ) : null}
          </Stack>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  )
}
