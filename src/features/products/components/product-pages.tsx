import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { PageHeader } from '../../../components/page-header'
import { useCanReadStockHistory } from '../../../lib/access'
import type { Product } from '../../../shared/product-schemas'
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
 *
 * The product is read again on opening (orders change stock without a new version). The edit form
 * starts from that fresh read, never from the cached copy (it may be older than the last save),
 * unless the read cannot be made (offline): then the cached copy is all there is. Once the form is
 * drawn, a newer version never replaces it: the form says so and keeps what was typed.
 */
export function UpdateProductPage({ id, mode }: { id: number; mode: 'edit' | 'view' }) {
  const read = useSuspenseQuery({ ...productQueries.detail(id), refetchOnMount: 'always' })
  const latest = read.data
  // The record the edit form started from; it changes only when the user loads the current version.
  const [started, setStarted] = useState<Product | null>(null)
  if (started === null && mode === 'edit' && read.isFetchedAfterMount) setStarted(latest)
  const product = mode === 'view' ? latest : editedVersion(started, latest)
  const showHistory = useCanReadStockHistory()
  return (
    <Stack gap="md">
      <PageHeader
        title={mode === 'edit' ? 'Update Product' : latest.Name}
        description={`${latest.Name} · SKU ${latest.SKU}`}
      />
      {product === null ? (
        <Center mih={240} role="status" aria-label="Loading the current version">
          <Loader />
        </Center>
      ) : (
        <ProductForm key={product.Version} mode={mode} product={product} latest={latest} onLoad={setStarted} />
      )}
      {showHistory ? <StockHistory productId={latest.ProductID} /> : null}
    </Stack>
  )
}

/**
 * What the edit form shows: nothing until the fresh read, then the version it started from; that
 * version read again (stock moved: an adjustment answers the product) is shown as read, since stock
 * is not edited in the form.
 */
function editedVersion(started: Product | null, latest: Product): Product | null {
  if (started === null) return null
  return started.Version === latest.Version ? latest : started
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
