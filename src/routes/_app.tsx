import { createFileRoute, redirect } from '@tanstack/react-router'
import { AppLayout } from '../app/app-layout'
import { sessionStore } from '../lib/session-store'

export const Route = createFileRoute('/_app')({
  beforeLoad: () => {
    if (!sessionStore.get()?.isAuthorized) throw redirect({ to: '/' })
  },
  component: AppLayout,
})
