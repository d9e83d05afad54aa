import { createFileRoute } from '@tanstack/react-router'
import { AuthCard } from '../components/auth-card'
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form'

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot password" subtitle="We will e-mail you a 6-digit code to set a new password.">
      <ForgotPasswordForm />
    </AuthCard>
  )
}
