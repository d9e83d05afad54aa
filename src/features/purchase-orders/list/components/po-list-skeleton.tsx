import { Group, Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core'

const FILTERS = ['po-number', 'vendor', 'status', 'po-date', 'delivery-date', 'created-by', 'value']
const ROWS = Array.from({ length: 10 }, (_, i) => `row-${i}`)

/** What /Manage-PO shows while its first page loads: the header, tabs, filters and rows as placeholders. */
export function PoListSkeleton() {
  return (
    <Stack gap="md" maw={1280} aria-busy="true">
      <VisuallyHidden role="status">Loading purchase orders</VisuallyHidden>
      <Group justify="space-between">
        <Skeleton h={32} w={240} />
        <Skeleton h={36} w={200} />
      </Group>
      <Skeleton h={36} w={480} maw="100%" />
      <Paper withBorder radius="md" p="sm">
        <Group gap="xs">
          {FILTERS.map((name) => (
            <Skeleton key={name} h={36} w={110} />
          ))}
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="sm">
        <Stack gap="sm">
          {ROWS.map((row) => (
            <Skeleton key={row} h={28} />
          ))}
        </Stack>
      </Paper>
    </Stack>
  )
}
