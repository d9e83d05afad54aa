import { Group, Progress, Text } from '@mantine/core'
import { passwordStrength } from '../../../shared/password-strength'

const LOOK = {
  Weak: { value: 33, color: 'red' },
  Medium: { value: 66, color: 'yellow' },
  Strong: { value: 100, color: 'teal' },
} as const

/** The login step's strength meter (spec point 5): nothing when empty, then Weak, Medium or Strong. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password)
  if (!strength) return null
  const look = LOOK[strength]
  return (
    <Group gap="xs" wrap="nowrap" aria-live="polite">
      <Progress value={look.value} color={look.color} size="sm" flex={1} aria-label="Password strength" />
      <Text size="xs" c="dimmed" miw={56} ta="right">
        {strength}
      </Text>
    </Group>
  )
}
