import { Button, Stack } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { ConfirmDelete } from '../../../components/confirm-delete'
import { DataTable } from '../../../components/data-table'
import { PageHeader } from '../../../components/page-header'
import { refusalMessage } from '../../../lib/api-client'
import { historyMode, listState, pageAfterDelete, patchListSearch } from '../../../lib/list-search'
import { formToast } from '../../../lib/toast'
import type { CategoryRow } from '../../../shared/category-schemas'
import { CATEGORY_SORT_COLUMNS } from '../../../shared/sort-columns'
import { useCanWriteCatalogue } from '../catalogue-access'
import { type CategoryListSearch, categoryListQuery } from '../list-search'
import { useDeleteCategory } from '../mutations'
import { categoryQueries } from '../queries'
import { categoryColumns } from './category-columns'
import { CategoryFilters } from './category-filters'

const route = getRouteApi('/_app/Manage-Category')

/** /Manage-Category: the category list with search, filters, sort, paging and delete. */
export function ManageCategoryPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const canWrite = useCanWriteCatalogue()
  const { data, isFetching } = useSuspenseQuery(categoryQueries.list(categoryListQuery(search)))
  const navigating = useRouterState({ select: (state) => state.isLoading })
  const state = listState(search, CATEGORY_SORT_COLUMNS)
  const [doomed, setDoomed] = useState<CategoryRow | null>(null)
  const remove = useDeleteCategory()

  const change = (patch: Partial<CategoryListSearch>) =>
    navigate({
      search: (current) => patchListSearch(current, patch, CATEGORY_SORT_COLUMNS[0]),
      ...historyMode(patch),
    })

  const confirmDelete = () => {
    if (!doomed) return
    remove.mutate(doomed.CategoryID, {
      onSuccess: () => {
        formToast.success('Category deleted successfully!')
        const page = pageAfterDelete(state.page, data.data.length)
        if (page !== state.page) void change({ page })
        setDoomed(null)
      },
      onError: (error) => {
        formToast.error(refusalMessage(error) ?? 'Failed to delete category. Please try again.')
        setDoomed(null)
      },
    })
  }

  return (
    <Stack gap="md" maw={1200}>
      <PageHeader
        title="Manage Category"
        description="The category tree of your catalogue: parents, GST rates and status."
        actions={
          canWrite ? (
            <Button component={Link} to="/Create-Category">
              Create Category
            </Button>
          ) : null
        }
      />
      <CategoryFilters search={search} onChange={change} />
      <DataTable
        caption="Categories"
        columns={categoryColumns({ canWrite, onDelete: setDoomed })}
        rows={data.data}
        rowKey={(row) => row.CategoryID}
        sort={state.sort}
        onSortChange={(sort) => change({ sort: sort.column, dir: sort.direction })}
        page={state.page}
        pageSize={state.size}
        total={data.recordsFiltered}
        onPageChange={(page) => change({ page })}
        onPageSizeChange={(size) => change({ size })}
        loading={isFetching || navigating}
        empty={
          state.q || search.status || search.parent !== undefined
            ? 'No category matches these filters.'
            : 'No categories yet.'
        }
      />
      <ConfirmDelete
        opened={doomed !== null}
        title="Delete category"
        onCancel={() => setDoomed(null)}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      >
        Delete the category <b>{doomed?.CategoryName}</b> ({doomed?.CategoryCode})?
      </ConfirmDelete>
    </Stack>
  )
}
