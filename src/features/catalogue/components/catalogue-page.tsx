import {
  Anchor,
  Box,
  Button,
  Drawer,
  EmptyState,
  Grid,
  Group,
  LoadingOverlay,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useRouterState } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { isPastTheEnd, pageCount } from '../../../components/data-table-state'
import { PageHeader } from '../../../components/page-header'
import { PastTheEnd } from '../../../components/past-the-end'
import { historyMode } from '../../../lib/list-search'
import { catalogueQuery } from '../catalogue-query'
import { type CatalogueSearch, catalogueState, patchCatalogueSearch } from '../catalogue-search'
import { buildCategoryTree, categoryPath } from '../category-tree'
import { catalogueQueries } from '../queries'
import { CataloguePager } from './catalogue-pager'
import { CatalogueToolbar } from './catalogue-toolbar'
import { CategoryTreeNav } from './category-tree-nav'
import { ProductCard } from './product-card'

const route = getRouteApi('/_app/catalogue')

/** Cards per row by the width of the grid itself: each card keeps at least about 230 px. */
const CARD_COLUMNS = { base: 1, '460px': 2, '700px': 3, '940px': 4 }

/** /catalogue: the shop's grid of Active products with the category tree, search, sort and paging in the URL. */
export function CataloguePage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const { data, isFetching } = useSuspenseQuery(catalogueQueries.products(catalogueQuery(search)))
  const { data: categories } = useSuspenseQuery(catalogueQueries.categories())
  const navigating = useRouterState({ select: (state) => state.isLoading })
  const [drawerOpened, drawer] = useDisclosure(false)
  const [resets, setResets] = useState(0)
  const tree = useMemo(() => buildCategoryTree(categories), [categories])
  const path = search.category === undefined ? [] : categoryPath(tree, search.category)
  const state = catalogueState(search)
  const heading = path.at(-1)?.name ?? 'All products'

  const change = (patch: Partial<CatalogueSearch>) =>
    navigate({ search: (current) => patchCatalogueSearch(current, patch), ...historyMode(patch) })
  const showAll = () => {
    setResets((n) => n + 1)
    void change({ q: undefined, category: undefined })
  }

  return (
    <Stack gap="md" maw={1320}>
      <PageHeader title="Catalogue" description="Order supplies for your team at your negotiated prices." />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          <Paper withBorder radius="md" p="sm">
            <Title order={2} size="h5" mb="xs" px={4}>
              Categories
            </Title>
            <CategoryTreeNav roots={tree} selected={search.category} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            <CatalogueToolbar key={resets} search={search} onChange={change} />
            <Group justify="space-between" align="center" gap="xs">
              <Stack gap={0}>
                <Title order={2} size="h4">
                  {heading}
                </Title>
                {path.length > 1 ? (
                  <Text size="xs" c="dimmed">
                    {path.map((node) => node.name).join(' › ')}
                  </Text>
                ) : null}
              </Stack>
              <Button variant="default" hiddenFrom="md" onClick={drawer.open}>
                Categories
              </Button>
            </Group>
            <Box pos="relative">
              <LoadingOverlay visible={isFetching || navigating} zIndex={10} overlayProps={{ blur: 1 }} />
              {data.data.length === 0 && isPastTheEnd(state.page, state.size, data.recordsFiltered) ? (
                <Paper withBorder radius="md">
                  <PastTheEnd
                    page={state.page}
                    pages={pageCount(data.recordsFiltered, state.size)}
                    onFirstPage={() => change({ page: 1 })}
                  />
                </Paper>
              ) : data.data.length === 0 ? (
                <Paper withBorder radius="md" py="xl">
                  <EmptyState>
                    <EmptyState.Title order={3}>No products found</EmptyState.Title>
                    <EmptyState.Description>
                      {state.q
                        ? `Nothing in ${heading} matches "${state.q}". Try another word or category.`
                        : `There are no products in ${heading} yet.`}
                    </EmptyState.Description>
                    <Anchor component="button" type="button" onClick={showAll}>
                      Show all products
                    </Anchor>
                  </EmptyState>
                </Paper>
              ) : (
                // Columns follow the grid's own width, not the window's: a card never gets too narrow for its buttons.
                <SimpleGrid type="container" cols={CARD_COLUMNS} spacing="md">
                  {data.data.map((product) => (
                    <ProductCard key={product.ProductID} product={product} />
                  ))}
                </SimpleGrid>
              )}
            </Box>
            <CataloguePager
              page={state.page}
              size={state.size}
              total={data.recordsFiltered}
              onPageChange={(page) => change({ page })}
              onSizeChange={(size) => change({ size })}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <Drawer opened={drawerOpened} onClose={drawer.close} title="Categories" size="xs" zIndex={1100}>
        <CategoryTreeNav roots={tree} selected={search.category} onPick={drawer.close} />
      </Drawer>
    </Stack>
  )
}
