import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { rateLimitedOr } from '../../../lib/api-client'
import { sessionStore } from '../../../lib/session-store'
import { toast } from '../../../lib/toast'
import { maskOtp } from '../../../shared/otp'
import { checkFirstLogin, validateOtp, validateUser } from '../api'
import { loginStepErrors } from '../auth-form-checks'
import { resetEmail } from '../reset-email'
import { PasswordStrengthMeter } from './password-strength-meter'

type Step = 'email' | 'password' | 'otp'

/** The three-step sign-in of spec point 2: email, then password or a 6-digit code. */
export function LoginForm() {
  const navigate = useNavigate()
  const [step, setStep] = useState<Step>('email')
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '', otp: '' },
    validate: (values) => loginStepErrors(step, values),
  })
  const email = form.values.email.trim()

  const check = useMutation({
    mutationFn: () => checkFirstLogin(email),
    onSuccess: (firstLogin) => {
      if (firstLogin) toast.info('A 6-digit code has been sent to your email')
      setStep(firstLogin ? 'otp' : 'password')
    },
    onError: (error) => toast.error(rateLimitedOr(error, 'Something went wrong')),
  })
  const login = useMutation({
    mutationFn: () => validateUser(email, form.values.password),
    onSuccess: async (user) => {
      if (!user) return toast.error('Invalid credentials')
      sessionStore.set(user)
      toast.success('Welcome')
      await navigate({ to: '/dashboard' })
    },
    onError: (error) => toast.error(rateLimitedOr(error, 'Invalid credentials')),
  })
  const verify = useMutation({
    mutationFn: () => validateOtp(email, form.values.otp),
    onSuccess: async (verified) => {
      if (!verified) return toast.error('OTP is incorrect')
      resetEmail.set(email)
      await navigate({ to: '/set-password' })
    },
    onError: (error) => toast.error(rateLimitedOr(error, 'OTP is incorrect')),
  })

  const submit = form.onSubmit(() => {
    if (step === 'email') check.mutate()
    else if (step === 'password') login.mutate()
    else verify.mutate()
  })

  const restart = () => {
    form.setValues({ password: '', otp: '' })
    form.clearErrors()
    setStep('email')
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="you@company.com"
          readOnly={step !== 'email'}
          variant={step === 'email' ? 'default' : 'filled'}
          data-autofocus
          {...form.getInputProps('email')}
        />
        {step === 'email' ? (
          <Button type="submit" loading={check.isPending} fullWidth>
            Continue
          </Button>
        ) : null}
        {step === 'password' ? (
          <>
            <Stack gap={6}>
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                placeholder="Your password"
                autoFocus
                {...form.getInputProps('password')}
              />
              <PasswordStrengthMeter password={form.values.password} />
            </Stack>
            <Button type="submit" loading={login.isPending} fullWidth>
              Login
            </Button>
            <Group justify="space-between">
              <Anchor component="button" type="button" size="sm" onClick={restart}>
                Use a different email
              </Anchor>
              <Anchor component={Link} to="/forgot-password" size="sm">
                Forgot Password?
              </Anchor>
            </Group>
          </>
        ) : null}
        {step === 'otp' ? (
          <>
            <TextInput
              label="OTP"
              description="Enter the 6-digit code we sent to your email"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="000000"
              autoFocus
              {...form.getInputProps('otp')}
              onChange={(event) => form.setFieldValue('otp', maskOtp(event.currentTarget.value))}
            />
            <Button type="submit" loading={verify.isPending} fullWidth>
              Verify OTP
            </Button>
            <Group justify="space-between">
              <Anchor component="button" type="button" size="sm" onClick={restart}>
                Use a different email
              </Anchor>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => check.mutate()}
                disabled={check.isPending}
              >
                Send a new code
              </Anchor>
            </Group>
          </>
        ) : null}
      </Stack>
    </form>
  )
}
