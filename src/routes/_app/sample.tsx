import { createFileRoute } from '@tanstack/react-router'
import { ComponentGallery } from './-sample/component-gallery'

export const Route = createFileRoute('/_app/sample')({
  component: ComponentGallery,
})
