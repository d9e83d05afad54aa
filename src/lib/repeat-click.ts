import type { MouseEvent } from 'react'

/**
 * A submit button's onClick: the second click of a double click does not submit again. The first
 * click's request may already have been answered (the button enabled again) when the second arrives.
 */
export function ignoreRepeatClick(event: MouseEvent<HTMLButtonElement>): void {
  if (event.detail > 1) event.preventDefault()
}
