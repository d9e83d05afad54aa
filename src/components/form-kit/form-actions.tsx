import { Button, Group } from '@mantine/core'
import type { ReactNode } from 'react'
import { ButtonLink } from '../router-links'
import type { RouteIdFallback } from './route-id'

/** Props of a form's buttons. */
export interface FormActionsProps {
  /** Where Cancel (Back when the form is read-only) goes. */
  back: RouteIdFallback
  readOnly: boolean
  pending: boolean
  /** The submit button's label; a read-only form has none. */
  submit: string
  /** The way out's label on a read-only form, where a screen's spec names it ('Cancel'); 'Back' otherwise. */
  leave?: string
  /** Buttons between Cancel and submit (Edit on a read-only view ...). */
  children?: ReactNode
}

/** The buttons under a form: Cancel (or Back), then any others, then submit, at the right. */
export function FormActions({ back, readOnly, pending, submit, leave = 'Back', children }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <ButtonLink variant="default" to={back}>
        {readOnly ? leave : 'Cancel'}
      </ButtonLink>
      {children}
      {readOnly ? null : (
        <Button type="submit" loading={pending}>
          {submit}
        </Button>
      )}
    </Group>
  )
}
