import { Button, Stack } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { ConfirmDelete } from '../../../components/confirm-delete'
import { FilterBar } from '../../../components/list-kit/filter-bar'
import { PagedTable } from '../../../components/list-kit/paged-table'
import { useListSearch } from '../../../components/list-kit/use-list-search'
import { useRowDelete } from '../../../components/list-kit/use-row-delete'
import { PageHeader } from '../../../components/page-header'
import { useCanWriteCatalogue } from '../../../lib/access'
import type { CategoryRow } from '../../../shared/category-schemas'
import { categoryList } from '../list-search'
import { useDeleteCategory } from '../mutations'
import { categoryQueries } from '../queries'
import { CATEGORY_COLUMNS, CategoryRowActions, useCategoryListBar } from './category-columns'

const route = getRouteApi('/_app/Manage-Category')

/** /Manage-Category: the category list with search, filters, sort, paging and delete. */
export function ManageCategoryPage() {
  const { search, change, navigating } = useListSearch(route, categoryList)
  const canWrite = useCanWriteCatalogue()
  const { data, isFetching } = useSuspenseQuery(categoryQueries.list(categoryList.query(search)))
  const paging = categoryList.pagingProps(search, data, change)
  const remove = useRowDelete(useDeleteCategory(), (row: CategoryRow) => row.CategoryID, paging, 'Category')

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
      <FilterBar {...categoryList.barProps(search, change)} bar={useCategoryListBar()} />
      <PagedTable
        {...paging}
        caption="Categories"
        columns={CATEGORY_COLUMNS}
        rowKey={(row) => row.CategoryID}
        rowActions={canWrite ? (row) => <CategoryRowActions row={row} onDelete={remove.ask} /> : undefined}
        loading={isFetching || navigating}
        empty="No categories yet."
        noResults="No category matches these filters."
      />
      <ConfirmDelete
        opened={remove.doomed !== null}
        title="Delete category"
        onCancel={remove.cancel}
        onConfirm={remove.confirm}
        pending={remove.pending}
      >
        Delete the category <b>{remove.doomed?.CategoryName}</b> ({remove.doomed?.CategoryCode})?
      </ConfirmDelete>
    </Stack>
  )
}
