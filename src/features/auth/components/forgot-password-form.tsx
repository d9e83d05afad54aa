import { Anchor, Button, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { Link, useNavigate } from '@tanstack/react-router'
import { useFormSubmit } from '../../../components/form-kit/use-form-submit'
import { rateLimitedOr } from '../../../lib/api-client'
import { toast } from '../../../lib/toast'
import { forgotPassword } from '../api'
import { checkResetEmail } from '../auth-form-checks'

/** Forgot password: e-mails a code and returns to sign-in (spec point 2; '/' instead of the spec's '/login'). */
export function ForgotPasswordForm() {
  const navigate = useNavigate()
  const form = useForm({ mode: 'controlled', initialValues: { email: '' } })
  const submit = useFormSubmit({
    form,
    fields: ['email'],
    toaster: toast,
    check: checkResetEmail,
    send: (body) => forgotPassword(body.email),
    refused: (error) => rateLimitedOr(error, 'Failed to process request. Please try again.'),
    saved: () => ({
      message: 'Password reset instructions have been sent to your email',
      next: () => navigate({ to: '/' }),
    }),
  })
  return (
    <form ref={submit.ref} onSubmit={submit.onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="you@company.com"
          data-autofocus
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={submit.pending} fullWidth>
          Submit
        </Button>
        <Anchor component={Link} to="/" size="sm" ta="center">
          Back to Login
        </Anchor>
      </Stack>
    </form>
  )
}
