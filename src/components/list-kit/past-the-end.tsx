import { Button, Stack, Text } from '@mantine/core'
import { formatCount } from '../../shared/number-format'
import { plural } from '../../shared/plural'

/** Props of the past-the-end state of a paged list. */
export interface PastTheEndProps {
  page: number
  /** Pages the list has now. */
  pages: number
  onFirstPage: () => void
}

/**
 * What a paged list shows on a page beyond its last one (`?page=99` of a short list): not "empty",
 * since there are records, but where they are and a way there.
 */
export function PastTheEnd({ page, pages, onFirstPage }: PastTheEndProps) {
  return (
    <Stack align="center" gap={6} py="xl" role="status">
      <Text fw={600}>No results on page {formatCount(page)}</Text>
      <Text size="sm" c="dimmed">
        This list has {plural(pages, 'page', 'pages')}.
      </Text>
      <Button variant="light" size="xs" mt={4} onClick={onFirstPage}>
        Go to the first page
      </Button>
    </Stack>
  )
}
