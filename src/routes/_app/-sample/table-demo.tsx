import { Button, Group, Stack } from '@mantine/core'
import { useState } from 'react'
import { ConfirmDelete } from '../../../components/confirm-delete'
import { PagedTable } from '../../../components/list-kit/paged-table'
import { PAGE_SIZES, type PageSize } from '../../../components/list-kit/paging'
import type { ListSort } from '../../../components/list-kit/sort'
import { StatusBadge } from '../../../components/status-badge'
import { formToast } from '../../../lib/toast'
import { formatInr } from '../../../shared/money'
import { SAMPLE_ROWS, type SampleColumn, samplePage } from './sample-rows'

/** The data table over demo rows (sorted and paged here, as a server would) and the delete confirmation. */
export function TableDemo() {
  const [sort, setSort] = useState<ListSort<SampleColumn>>({ column: 'item', direction: 'asc' })
  const [page, setPage] = useState(1)
  const [size, setSize] = useState<PageSize>(10)
  const [confirming, setConfirming] = useState(false)
  return (
    <Stack gap="sm">
      <PagedTable
        caption="Sample rows"
        columns={[
          { key: 'item', header: 'Item', sortKey: 'item', render: (row) => row.item },
          { key: 'unit', header: 'Unit', render: (row) => row.unit },
          {
            key: 'status',
            header: 'Status',
            render: (row) => <StatusBadge status={row.id % 5 ? 'Active' : 'Inactive'} />,
          },
          { key: 'rate', header: 'Rate', sortKey: 'rate', align: 'right', render: (row) => formatInr(row.rate) },
        ]}
        rows={samplePage(sort, page, size)}
        rowKey={(row) => row.id}
        sort={sort}
        onSortChange={setSort}
        page={page}
        pageSize={size}
        total={SAMPLE_ROWS.length}
        onPageChange={setPage}
        filtered={false}
        sizes={{
          options: PAGE_SIZES,
          onChange: (next) => {
            setSize(next)
            setPage(1)
          },
        }}
        loading={false}
        empty="No rows."
        noResults={null}
        minWidth={480}
      />
      <Group>
        <Button color="red" variant="light" onClick={() => setConfirming(true)}>
          Open delete confirmation
        </Button>
      </Group>
      <ConfirmDelete
        opened={confirming}
        title="Delete sample"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          formToast.success('Nothing was deleted: this is the gallery')
        }}
      >
        Delete the sample row?
      </ConfirmDelete>
    </Stack>
  )
}
