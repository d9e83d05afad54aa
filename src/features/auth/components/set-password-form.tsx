import { Alert, Anchor, Button, List, PasswordInput, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ApiError } from '../../../lib/api-client'
import { sessionStore } from '../../../lib/session-store'
import { toast } from '../../../lib/toast'
import { firstPasswordError, PASSWORD_RULES, PASSWORDS_DO_NOT_MATCH } from '../../../shared/password-rules'
import { updatePassword } from '../api'
import { resetEmail } from '../reset-email'

/** Set new password (spec point 2): both fields with show/hide, the five rules live and on submit. */
export function SetPasswordForm() {
  const navigate = useNavigate()
  const email = resetEmail.get()
  const form = useForm({
    mode: 'controlled',
    validateInputOnChange: true,
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: {
      newPassword: (value) => firstPasswordError(value),
      confirmPassword: (value, values) => (value === values.newPassword ? null : PASSWORDS_DO_NOT_MATCH),
    },
  })
  const save = useMutation({
    mutationFn: (values: { newPassword: string; confirmPassword: string }) =>
      updatePassword(email ?? '', values.newPassword, values.confirmPassword),
    onSuccess: async (answer) => {
      if (!answer.status || !answer.data) return toast.error(answer.msg || 'Failed to update password')
      sessionStore.set(answer.data)
      resetEmail.clear()
      toast.success('Password updated successfully')
      await navigate({ to: '/dashboard' })
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiError && !error.isNetwork
          ? error.message || 'Failed to update password'
          : 'Failed to update password. Please try again.',
      ),
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
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
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
        <Button type="submit" loading={save.isPending} fullWidth>
          Update Password
        </Button>
      </Stack>
    </form>
  )
}
