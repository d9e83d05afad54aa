import {
  Anchor,
  Box,
  Button,
  Grid,
  Group,
  LoadingOverlay,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react'
import { ListPager } from '../../../components/list-kit/list-pager'
import { ListMessage, ListState } from '../../../components/list-kit/list-state'
import { SearchBar } from '../../../components/list-kit/search-bar'
import { useListSearch } from '../../../components/list-kit/use-list-search'
import { PageHeader } from '../../../components/page-header'
import { FIRST_SCREEN_HEADINGS } from '../../../lib/first-screen-headings'
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint'
import { useFirstScreenBatch } from '../../../lib/use-first-screen-batch'
import { catalogueQuery } from '../catalogue-query'
import { CATALOGUE_SORTS, catalogueList } from '../catalogue-search'
import { buildCategoryTree, categoryPath } from '../category-tree'
import { catalogueQueries } from '../queries'
import { CatalogueGridSkeleton, CategoryTreeSkeleton } from './catalogue-grid-skeleton'
import type { CategoriesDrawerProps } from './categories-drawer'
import { CategoryTreeNav } from './category-tree-nav'
import { ProductCard } from './product-card'

const route = getRouteApi('/_app/catalogue')

/** The heading index.html's shell draws before this code has run, in the same words. */
const HEADING = FIRST_SCREEN_HEADINGS['/catalogue']

const SEARCH_TEXT = { label: 'Search products', placeholder: 'Name or SKU' }
const SORT_OPTIONS = CATALOGUE_SORTS.map((o) => ({ value: `${o.sort.column}:${o.sort.direction}`, label: o.label }))

/** The catalogue without a product to show, and the way back to all of them. */
function NoProducts({ text, onShowAll }: { text: string; onShowAll: () => void }) {
  return (
    <ListMessage
      order={3}
      title="No products found"
      description={text}
      action={
        <Anchor component="button" type="button" onClick={onShowAll}>
          Show all products
        </Anchor>
      }
    />
  )
}

/** Cards per row by the width of the grid itself: each card keeps at least about 230 px. */
const CARD_COLUMNS = { base: 1, '460px': 2, '700px': 3, '940px': 4 }
/**
 * Cards in the app's first screen, and in each later batch: a row at the most columns beside the side column;
 * narrower, the two a phone's screen has room for under the toolbar (the rest follow once they are shown).
 */
const FIRST_SCREEN_CARDS = { wide: 4, narrow: 2 }

/** No rows: the toolbar reads only the URL's sort from the list's paging. */
const NO_ROWS = { data: [], recordsFiltered: 0 }

/** The side column's tree: it loads with the categories, apart from the header and toolbar. */
function CategoriesPanel({ selected }: { selected: number | undefined }) {
  const { data: categories } = useSuspenseQuery(catalogueQueries.categories())
  const tree = useMemo(() => buildCategoryTree(categories), [categories])
  return <CategoryTreeNav roots={tree} selected={selected} />
}

const CategoriesDrawer = lazy(() => import('./categories-drawer'))

/**
 * The phone's category tree, in a drawer behind the 'Categories' button. The closed drawer (its code, portal and
 * transitions) loads and mounts once the first screen is shown, unless opened before: it has nothing to show until
 * then, and its focus trap and scroll lock stay off the catalogue's first load (issue 12).
 */
function LazyCategoriesDrawer(props: CategoriesDrawerProps) {
  const ready = useAfterFirstPaint()
  if (!ready && !props.opened) return null
  return (
    <Suspense fallback={null}>
      <CategoriesDrawer {...props} />
    </Suspense>
  )
}

type CatalogueSearch = ReturnType<typeof route.useSearch>

/**
 * The heading, the grid and the pager. It waits for the products; a change of page, search or sort
 * keeps the shown products (under the overlay) until the next ones arrive.
 */
function CatalogueResults({
  search,
  change,
  navigating,
  wide,
}: {
  search: CatalogueSearch
  change: (patch: Partial<CatalogueSearch>) => unknown
  navigating: boolean
  /** The side column shows the tree; narrower, a button opens it in a drawer. */
  wide: boolean
}) {
  const shown = useDeferredValue(search)
  const { data, isFetching } = useSuspenseQuery(catalogueQueries.products(catalogueQuery(shown)))
  const { data: categories } = useSuspenseQuery(catalogueQueries.categories())
  const [drawerOpened, drawer] = useDisclosure(false)
  // Widened past the drawer's breakpoint, the side column shows the tree: the drawer closes for good, so narrowing
  // the window again does not bring it back.
  useEffect(() => {
    if (wide) drawer.close()
  }, [wide, drawer.close])
  const tree = useMemo(() => buildCategoryTree(categories), [categories])
  const path = shown.category === undefined ? [] : categoryPath(tree, shown.category)
  const heading = path.at(-1)?.name ?? 'All products'

  // What the first screen shows comes with it; the rest, and the pager under them, once it is shown: nothing on
  // screen moves when they come.
  const rendered = useFirstScreenBatch(data.data.length, FIRST_SCREEN_CARDS[wide ? 'wide' : 'narrow'])
  const paging = catalogueList.pagingProps(shown, data, change)
  const showAll = () => void change(catalogueList.reset())

  return (
    <>
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
        {wide ? null : (
          <Button variant="default" onClick={drawer.open}>
            Categories
          </Button>
        )}
      </Group>
      <Box pos="relative">
        <LoadingOverlay visible={isFetching || navigating || shown !== search} zIndex={10} overlayProps={{ blur: 1 }} />
        {data.data.length === 0 ? (
          <Paper withBorder radius="md">
            <ListState
              page={paging.page}
              pageSize={paging.pageSize}
              total={data.recordsFiltered}
              filtered={Boolean(shown.q)}
              onFirstPage={() => change({ page: 1 })}
              empty={<NoProducts text={`There are no products in ${heading} yet.`} onShowAll={showAll} />}
              noResults={
                <NoProducts
                  text={`Nothing in ${heading} matches "${shown.q}". Try another word or category.`}
                  onShowAll={showAll}
                />
              }
            />
          </Paper>
        ) : (
          // Columns follow the grid's own width, not the window's: a card never gets too narrow for its buttons.
          <SimpleGrid type="container" cols={CARD_COLUMNS} spacing="md">
            {data.data.slice(0, rendered).map((product) => (
              <ProductCard key={product.ProductID} product={product} />
            ))}
          </SimpleGrid>
        )}
      </Box>
      {rendered === data.data.length ? (
        <ListPager
          page={paging.page}
          pageSize={paging.pageSize}
          total={data.recordsFiltered}
          onPageChange={paging.onPageChange}
          sizes={{ ...paging.sizes, label: 'Products per page' }}
        />
      ) : null}
      {wide ? null : (
        <LazyCategoriesDrawer opened={drawerOpened} onClose={drawer.close} roots={tree} selected={shown.category} />
      )}
    </>
  )
}

/**
 * /catalogue: the shop's grid of Active products with the category tree, search, sort and paging in
 * the URL. The header and toolbar paint at once; the tree and the grid fill in as their data arrives.
 */
export function CataloguePage() {
  const { search, change, navigating } = useListSearch(route, catalogueList)
  const sort = catalogueList.pagingProps(search, NO_ROWS, change).sort
  // Read at the first render: a phone renders no hidden side column (issue 12), and no layout flashes.
  const theme = useMantineTheme()
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, true, { getInitialValueInEffect: false })

  return (
    <Stack gap="md" maw={1320}>
      <PageHeader title={HEADING.title} description={HEADING.description} />
      <Grid gap="md">
        {wide ? (
          <Grid.Col span={3}>
            <Paper withBorder radius="md" p="sm">
              <Title order={2} size="h5" mb="xs" px={4}>
                Categories
              </Title>
              <Suspense fallback={<CategoryTreeSkeleton />}>
                <CategoriesPanel selected={search.category} />
              </Suspense>
            </Paper>
          </Grid.Col>
        ) : null}
        <Grid.Col span={wide ? 9 : 12}>
          <Stack gap="md">
            <SearchBar {...catalogueList.barProps(search, change)} text={SEARCH_TEXT}>
              {/* The browser's own select: a phone's native picker, and no floating dropdown to set up on the first
                  screen (Mantine's Select positions one when it mounts, a synchronous re-render in the commit that
                  shows the catalogue, issue 12). */}
              <NativeSelect
                label="Sort by"
                data={SORT_OPTIONS}
                value={`${sort.column}:${sort.direction}`}
                onChange={(event) => {
                  const value = event.currentTarget.value
                  const chosen = CATALOGUE_SORTS.find((o) => `${o.sort.column}:${o.sort.direction}` === value)
                  if (chosen) void change(catalogueList.sortChange(chosen.sort))
                }}
                w={{ base: '100%', xs: 200 }}
              />
            </SearchBar>
            <Suspense fallback={<CatalogueGridSkeleton columns={CARD_COLUMNS} />}>
              <CatalogueResults search={search} change={change} navigating={navigating} wide={wide} />
            </Suspense>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
