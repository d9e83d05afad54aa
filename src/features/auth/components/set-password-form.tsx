import { Alert, Anchor, Button, List, PasswordInput, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { Link, useNavigate } from '@tanstack/react-router'
import { errorsOf } from '../../../components/form-kit/schema-check'
import { useFormSubmit } from '../../../components/form-kit/use-form-submit'
import { ApiError } from '../../../lib/api-client'
import { sessionStore } from '../../../lib/session-store'
import { toast } from '../../../lib/toast'
import { PASSWORD_RULES } from '../../../shared/password-rules'
import { updatePassword } from '../api'
import { checkNewPassword, type NewPasswordValues } from '../auth-form-checks'
import { resetEmail } from '../reset-email'

/** Set new password (spec point 2): both fields with show/hide, the five rules live and on submit. */
export function SetPasswordForm() {
  const navigate = useNavigate()
  const email = resetEmail.get()
  const form = useForm<NewPasswordValues>({
    mode: 'controlled',
    validateInputOnChange: true,
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: (values) => errorsOf(checkNewPassword(values)),
  })
  const submit = useFormSubmit({
    form,
    fields: ['newPassword', 'confirmPassword'],
    toaster: toast,
    check: checkNewPassword,
    send: async (values: NewPasswordValues) => {
      const answer = await updatePassword(email ?? '', values.newPassword, values.confirmPassword)
      if (!answer.status || !answer.data) throw new ApiError(400, answer.msg || 'Failed to update password')
      sessionStore.set(answer.data)
      resetEmail.clear()
    },
    refused: (error) =>
      error instanceof ApiError && !error.isNetwork
        ? error.message || 'Failed to update password'
        : 'Failed to update password. Please try again.',
    saved: () => ({ message: 'Password updated successfully', next: () => navigate({ to: '/dashboard' }) }),
  })

  if (!email) {
    return (
      <Alert color="yellow" title="Verify your email first">
        <Text size="sm">
          Setting a password needs the 6-digit code we e-mail you.{' '}
          <Anchor component={Link} to="/">
            Go to sign in
          </Anchor>
        </Text>
      </Alert>
    )
  }
  const typed = form.values.newPassword
  return (
    <form ref={submit.ref} onSubmit={submit.onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Account: <b>{email}</b>
        </Text>
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          data-autofocus
          {...form.getInputProps('newPassword')}
        />
        <List size="xs" spacing={2} aria-label="Password rules">
          {PASSWORD_RULES.map((rule) => (
            <List.Item key={rule.message} c={typed && rule.test(typed) ? 'teal.9' : 'dimmed'}>
              {rule.message}
            </List.Item>
          ))}
        </List>
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={submit.pending} fullWidth>
          Update Password
        </Button>
      </Stack>
    </form>
  )
}
