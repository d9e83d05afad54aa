import { Card, Group, Progress, Text, Title } from '@mantine/core'
import { AnchorLink } from '../../../components/router-links'
import type { RoleFigures } from '../../../shared/dashboard'
import { budgetUse } from '../../../shared/dashboard-tiles'
import { formatInr } from '../../../shared/money'
import { figureLink } from '../figure-link'

type Spend = Extract<RoleFigures, { role: 'buyer' }>['spendThisMonth']

/**
 * The buyer's spend this month (committed and delivered), split into their POs and their shop orders,
 * each a link to the list adding up to it, and their department's tightest budget as a bar.
 */
export function BuyerSpendCard({ spend }: { spend: Spend }) {
  const { budget } = spend
  const use = budget ? budgetUse(budget) : null
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Spend this month">
      <Title order={2} size="h4">
        Spend this month
      </Title>
      <Text fz={32} fw={700} aria-label={`Your purchases this month: ${formatInr(spend.committed + spend.spent)}`}>
        {formatInr(spend.committed + spend.spent)}
      </Text>
      <Text size="sm" c="gray.7">
        {formatInr(spend.committed)} committed · {formatInr(spend.spent)} delivered
      </Text>
      <Group gap="md" mt={4}>
        <AnchorLink {...figureLink(spend.pos.href)} size="sm" fw={600}>
          POs {formatInr(spend.pos.amount)}
        </AnchorLink>
        <AnchorLink {...figureLink(spend.orders.href)} size="sm" fw={600}>
          Shop orders {formatInr(spend.orders.amount)}
        </AnchorLink>
      </Group>
      {budget && use ? (
        <>
          <Group justify="space-between" mt="md" gap="xs">
            <Text size="sm" fw={600}>
              {budget.departmentName} budget, {budget.label}
            </Text>
            <Text size="sm" fw={600} c={use.attention ? 'red.9' : 'gray.8'}>
              {use.words}
            </Text>
          </Group>
          <Progress
            mt={6}
            size="lg"
            value={use.percent}
            color={use.attention ? 'red.8' : 'blue.7'}
            aria-label={`${budget.departmentName} budget used`}
          />
          <Text size="sm" c="gray.7" mt={6}>
            {budget.usedPercent}% used · {formatInr(budget.left)} left of {formatInr(budget.amount)}
          </Text>
        </>
      ) : (
        <Text size="sm" c="gray.7" mt="md">
          No budget is set for your department this period.
        </Text>
      )}
    </Card>
  )
}
