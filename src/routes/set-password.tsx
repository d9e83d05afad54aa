import { createFileRoute } from '@tanstack/react-router'
import { AuthCard } from '../components/auth-card'
import { SetPasswordForm } from '../features/auth/components/set-password-form'

export const Route = createFileRoute('/set-password')({
  component: SetPasswordPage,
})

function SetPasswordPage() {
  return (
    <AuthCard title="Set new password" subtitle="Choose the password you will sign in with from now on.">
      <SetPasswordForm />
    </AuthCard>
  )
}
