/**
 * Brings a form's first field with an error into view once it has rendered, and focuses it unless it
 * is a select (focusing a searchable select opens its menu over the next fields).
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
    field?.scrollIntoView?.({ block: 'center' })
    if (field && field.getAttribute('role') !== 'combobox') field.focus({ preventScroll: true })
  })
}
