import { Paper, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core'

const CARDS = Array.from({ length: 8 }, (_, i) => `card-${i}`)

/** What the catalogue shows while its products load: the heading and the grid of cards as placeholders. */
export function CatalogueGridSkeleton({ columns }: { columns: Record<string, number> }) {
  return (
    <Stack gap="md" aria-busy="true">
      <VisuallyHidden role="status">Loading products</VisuallyHidden>
      <Skeleton h={28} w={200} />
      <SimpleGrid type="container" cols={columns} spacing="md">
        {CARDS.map((card) => (
          <Paper key={card} withBorder radius="md" p="sm">
            <Skeleton h={160} mb="sm" />
            <Skeleton h={16} mb={6} />
            <Skeleton h={12} w="50%" mb="sm" />
            <Skeleton h={32} />
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  )
}

/** The category tree's placeholder while the categories load. */
export function CategoryTreeSkeleton() {
  return (
    <Stack gap={8} px={4} aria-hidden="true">
      {CARDS.slice(0, 6).map((row) => (
        <Skeleton key={row} h={20} />
      ))}
    </Stack>
  )
}
