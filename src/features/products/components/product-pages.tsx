import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { PageHeader } from '../../../components/page-header'
import { useCanReadStockHistory } from '../../../lib/access'
import { productQueries } from '../queries'
import { ProductForm } from './product-form'
import { StockHistory } from './stock-history'

/** /Create-Product: an empty product form. */
export function CreateProductPage() {
  return (
    <Stack gap="md">
      <PageHeader title="Create Product" description="Add a product with its prices, stock, tax and images." />
      <ProductForm mode="create" />
    </Stack>
  )
}

/**
 * /Update-Product/{id}: the stored product in the form (read-only for someone who may not change
 * it), and its stock history for those who look after stock.
 */
export function UpdateProductPage({ id, mode }: { id: number; mode: 'edit' | 'view' }) {
  // Read again on opening (the cached copy shows meanwhile): orders change stock without a new version.
  const { data: product } = useSuspenseQuery({ ...productQueries.detail(id), refetchOnMount: 'always' })
  const showHistory = useCanReadStockHistory()
  return (
    <Stack gap="md">
      <PageHeader
        title={mode === 'edit' ? 'Update Product' : product.Name}
        description={`${product.Name} · SKU ${product.SKU}`}
      />
      <ProductForm key={product.Version} mode={mode} product={product} />
      {showHistory ? <StockHistory productId={product.ProductID} /> : null}
    </Stack>
  )
}

/** What the edit route shows when the product could not be loaded. */
export function ProductLoadError() {
  const router = useRouter()
  return (
    <Alert color="red" title="Error loading product data" maw={640}>
      <Stack gap="sm">
        <Text size="sm">The product could not be loaded. Check your connection and try again.</Text>
        <Group gap="sm">
          <Button size="xs" onClick={() => router.invalidate()}>
            Try again
          </Button>
          <Button size="xs" variant="default" component={Link} to="/Manage-Product">
            Back to products
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}
