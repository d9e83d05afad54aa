import { Anchor, Button, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { rateLimitedOr } from '../../../lib/api-client'
import { toast } from '../../../lib/toast'
import { UsernameSchema } from '../../../shared/auth-schemas'
import { forgotPassword } from '../api'

/** Forgot password: e-mails a code and returns to sign-in (spec point 2; '/' instead of the spec's '/login'). */
export function ForgotPasswordForm() {
  const navigate = useNavigate()
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: {
      email: (value) => {
        const result = v.safeParse(UsernameSchema, value)
        return result.success ? null : (result.issues[0]?.message ?? 'Email is required')
      },
    },
  })
  const send = useMutation({
    mutationFn: (email: string) => forgotPassword(email.trim()),
    onSuccess: async () => {
      toast.success('Password reset instructions have been sent to your email')
      await navigate({ to: '/' })
    },
    onError: (error) => toast.error(rateLimitedOr(error, 'Failed to process request. Please try again.')),
  })
  return (
    <form onSubmit={form.onSubmit((values) => send.mutate(values.email))} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="you@company.com"
          data-autofocus
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={send.isPending} fullWidth>
          Submit
        </Button>
        <Anchor component={Link} to="/" size="sm" ta="center">
          Back to Login
        </Anchor>
      </Stack>
    </form>
  )
}
