import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuthCard } from '../components/auth-card'
import { LoginForm } from '../features/auth/components/login-form'
import { sessionStore } from '../lib/session-store'

export const Route = createFileRoute('/')({
  // Not split: a signed-out visit starts here, so the page ships in the first bundle instead of a second request.
  codeSplitGroupings: [],
  beforeLoad: () => {
    if (sessionStore.get()?.isAuthorized) throw redirect({ to: '/dashboard' })
  },
  component: LoginPage,
})

function LoginPage() {
  return (
    <AuthCard title="Sign in" subtitle="Use your work email to continue.">
      <LoginForm />
    </AuthCard>
  )
}
