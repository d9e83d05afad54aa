import { Box, Progress, Text } from '@mantine/core'
import type { BudgetStanding } from '../../../shared/budget-schemas'
import { formatInr } from '../../../shared/money'
import { barParts, usageLevel, usageWords } from '../budget-usage'

const MARK = {
  position: 'absolute',
  top: -3,
  bottom: -3,
  width: 2,
  background: 'var(--mantine-color-gray-8)',
} as const

/**
 * A budget's use as a bar (spent, then committed) with marks at 80% and 100%, and the same in
 * words under it, so the level never depends on colour alone.
 */
export function BudgetUsageBar({
  budget,
}: {
  budget: Pick<BudgetStanding, 'amount' | 'committed' | 'spent' | 'usedPercent'>
}) {
  const parts = barParts(budget)
  const over = usageLevel(budget.usedPercent) === 'over'
  return (
    <Box miw={160}>
      <Box pos="relative" my={4}>
        <Progress.Root size="md" aria-hidden>
          <Progress.Section value={parts.spent} color={over ? 'red.8' : 'teal.8'} />
          <Progress.Section value={parts.committed} color={over ? 'red.5' : 'blue.6'} />
        </Progress.Root>
        <Box style={{ ...MARK, left: '80%' }} aria-hidden />
        <Box style={{ ...MARK, right: 0 }} aria-hidden />
      </Box>
      <Text size="xs" c={over ? 'red.9' : 'gray.7'}>
        {usageWords(budget.usedPercent)}
      </Text>
      <Text size="xs" c="gray.7">
        Spent {formatInr(budget.spent)} · committed {formatInr(budget.committed)}
      </Text>
    </Box>
  )
}
