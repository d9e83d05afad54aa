import { createFileRoute } from '@tanstack/react-router'
import { DEVELOPER_ROLES } from '../../app/navigation'
import { requireRoles } from '../../lib/route-guard'
import { ComponentGallery } from './-sample/component-gallery'

export const Route = createFileRoute('/_app/sample')({
  beforeLoad: () => requireRoles(DEVELOPER_ROLES),
  component: ComponentGallery,
})
