import { ButtonLink } from '../../../../components/router-links'

/** The Create PO button: a link to /Manage-PO/Create-PO (spec point 2). */
export function CreatePoButton({ variant }: { variant?: 'filled' | 'light' }) {
  return (
    <ButtonLink to="/Manage-PO/Create-PO" variant={variant ?? 'filled'}>
      Create PO
    </ButtonLink>
  )
}
