import { Stack } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '../../../components/page-header'
import { categoryQueries } from '../queries'
import { CategoryForm } from './category-form'

/** /Create-Category: an empty category form. */
export function CreateCategoryPage() {
  return (
    <Stack gap="md">
      <PageHeader title="Create Category" description="Add a category to the catalogue tree." />
      <CategoryForm mode="create" />
    </Stack>
  )
}

/** /Update-Category/{id} (edit) and /Create-Category/{id} (the same form, read-only). */
export function StoredCategoryPage({ id, mode }: { id: number; mode: 'edit' | 'view' }) {
  const { data: category } = useSuspenseQuery(categoryQueries.detail(id))
  return (
    <Stack gap="md">
      <PageHeader
        title={mode === 'edit' ? 'Update Category' : category.CategoryName}
        description={
          mode === 'edit' ? `${category.CategoryName} (${category.CategoryCode})` : `Category ${category.CategoryCode}`
        }
      />
      <CategoryForm key={category.UpdatedAt} mode={mode} category={category} />
    </Stack>
  )
}
