import '@mantine/dates/styles.css'
import { Button, Group, Stack, TextInput } from '@mantine/core'
import { DatePicker } from '@mantine/dates'
import { useState } from 'react'
import { isoDayOf } from '../../lib/calendar-day'
import {
  capRange,
  type DayRange,
  dayRangePresets,
  dueDayPresets,
  formatTypedDay,
  orderedRange,
  parseTypedDay,
} from '../../lib/day-range'
import classes from './date-range-filter.module.css'

const ARIA_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  monthLevelControl: 'Choose month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  yearLevelControl: 'Choose year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
}

/** Props of a date range filter. */
export interface DateRangeFilterProps {
  /** Names the calendar and the inputs: 'Po Date' gives 'Po Date From Date'. */
  label: string
  value: DayRange
  onChange: (value: DayRange) => void
  /** The latest day that can be chosen; today unless given. */
  maxDate?: string
  /**
   * 'past' (the default): nothing after `maxDate`, presets Today to Last Month (spec point 9).
   * 'due': a due date such as Delivery Date, so days ahead can be chosen, with presets Next 7
   * days, Next 30 days and Overdue.
   */
  kind?: 'past' | 'due'
}

/**
 * A date range: editable From Date and To Date inputs (mm/dd/yy), presets, and a range calendar.
 * A past range allows nothing after `maxDate`; a range typed backwards is swapped (spec point 5).
 */
export function DateRangeFilter({ label, value, onChange, maxDate, kind = 'past' }: DateRangeFilterProps) {
  const today = isoDayOf(new Date())
  const max = kind === 'due' ? undefined : (maxDate ?? today)
  const set = (next: DayRange) => onChange(orderedRange(max === undefined ? next : capRange(next, max)))
  const presets = kind === 'due' ? dueDayPresets(today) : dayRangePresets(max ?? today)
  const [from, to] = value
  return (
    <Stack gap="xs">
      <Group gap="xs" grow wrap="nowrap">
        <TypedDay label={`${label} From Date`} placeholder="From Date" day={from} onDay={(day) => set([day, to])} />
        <TypedDay label={`${label} To Date`} placeholder="To Date" day={to} onDay={(day) => set([from, day])} />
      </Group>
      <Group gap={6} role="group" aria-label={`${label} presets`}>
        {presets.map((preset) => {
          const chosen = preset.value[0] === from && preset.value[1] === to
          return (
            <Button
              key={preset.label}
              size="compact-xs"
              variant={chosen ? 'filled' : 'default'}
              aria-pressed={chosen}
              onClick={() => set(preset.value)}
            >
              {preset.label}
            </Button>
          )
        })}
      </Group>
      <DatePicker
        type="range"
        allowSingleDateInRange
        aria-label={`${label} calendar`}
        value={value}
        onChange={(range) => set([range[0] ?? null, range[1] ?? null])}
        maxDate={max}
        defaultDate={to ?? from ?? max ?? today}
        monthLabelFormat="MMM YYYY"
        hideOutsideDates
        classNames={{ day: classes.day }}
        size="sm"
        mx="auto"
        ariaLabels={ARIA_LABELS}
      />
    </Stack>
  )
}

/** One end of the range as an editable input: the day is taken on blur or Enter. */
function TypedDay(props: {
  label: string
  placeholder: string
  day: string | null
  onDay: (day: string | null) => void
}) {
  const [text, setText] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const commit = () => {
    if (text === null) return
    const typed = text.trim()
    const day = typed === '' ? null : parseTypedDay(typed)
    if (typed !== '' && day === null) {
      setError('Use mm/dd/yy')
      return
    }
    setError(null)
    setText(null)
    props.onDay(day)
  }
  return (
    <TextInput
      size="xs"
      aria-label={props.label}
      placeholder={props.placeholder}
      value={text ?? formatTypedDay(props.day)}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit()
      }}
      error={error}
      inputMode="numeric"
      autoComplete="off"
    />
  )
}
