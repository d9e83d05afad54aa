import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { chunkCyclesGuard } from './scripts/chunk-cycles'
import { compileHints } from './scripts/compile-hints-plugin'
import { firstScreenHeadings, preloadStylesheets } from './scripts/first-paint-plugin'
import { mantinePatches } from './scripts/mantine-patches-plugin'
import { precompress } from './scripts/precompress-plugin'
import { routePreloadsTable } from './scripts/route-preloads-plugin'
import { themeStylesheet } from './scripts/theme-stylesheet-plugin'

/** Names this build: the persisted query cache of another build is dropped (src/lib/offline/offline-session.ts). */
function buildId(): string {
  let commit = 'nogit'
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    // Not a git checkout (a tarball): the build time alone names the build.
  }
  const time = new Date().toISOString()
  return `${commit}-${createHash('sha256').update(`${commit}:${time}`).digest('hex').slice(0, 10)}`
}

/**
 * Writes the build's id into index.html (`<meta name="build-id">`), where src/lib/offline/offline-session.ts reads
 * it, and not into the code: a constant that changes with every build, in the entry chunk every other chunk imports,
 * renamed all of them on every deploy, and an installed app downloaded them all again (npm run bench -- update).
 */
function buildIdMeta(): Plugin {
  const id = process.env.BUILD_ID || buildId()
  return {
    name: 'build-id-meta',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'build-id', content: id }, injectTo: 'head' }],
  }
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders are split too, with their route's component: their queries and response schemas stay out of
      // the first bundle, and a route's code is one request (a loader of its own would be fetched only once the
      // route loads, a round trip after the component chunk that preload-route-chunks.ts fetches early).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    themeStylesheet(),
    mantinePatches(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        name: 'Procurement Back Office',
        short_name: 'Procurement',
        description: 'Catalogue, suppliers, purchase orders, orders and approvals for procurement staff.',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#3b5bdb',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,png,ico,woff2}'],
      },
    }),
    buildIdMeta(),
    preloadStylesheets(),
    firstScreenHeadings(),
    routePreloadsTable(),
    chunkCyclesGuard(),
    compileHints(),
    precompress(),
  ],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Everything the first page needs goes in one chunk: as dozens of small shared chunks it cost about
    // 14 KB more gzip (each file compresses alone) and a waterfall of requests (issue 2).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules/, tags: ['$initial'] },
            { name: 'initial', tags: ['$initial'] },
            // The signed-in layout (header, navigation, offline panel) and everything it imports: every signed-in
            // screen needs all of it, so it is one file, not spread over chunks that also carry other screens' code.
            { name: 'app-shell', test: /src[\\/]routes[\\/]_app\.tsx\?tsr-split/ },
            // Code that most signed-in screens import (the list and form kits, page frames, common Mantine parts) is one
            // file: in 25 to 32 small shared chunks a list screen's first load spent more time on requests than on
            // bytes, each holding a share of a slow network while the main script waited (issue 12). Catalogue 25
            // files and 106 KB brotli became 13 and 106 KB, Manage PO 32 and 134 KB 18 and 118 KB, the dashboard
            // 10 and 73 KB 6 and 91 KB.
            // What the dashboard shares with the list screens (Table, SimpleGrid, Grid, Card, Skeleton, EmptyState, the list
            // state, the date formats, the first screens' headings), apart from 'common': the dashboard, the installed app's start page, then loads neither the pickers,
            // dialogs and pagers of 'common' (about 19 KB brotli) nor its stylesheet.
            {
              name: 'common-base',
              test: /(@mantine[\\/]core[\\/]esm[\\/]components[\\/](Table|SimpleGrid|Grid|Card|Skeleton|EmptyState)[\\/]|src[\\/]components[\\/]list-kit[\\/]list-state\.|src[\\/]lib[\\/](format-date|calendar-day|date-text|first-screen-headings)\.)/,
            },
            // What a list screen's first screen shows besides 'common-base' (the page header, the pager, the sort select, the
            // loading overlay, the product image check and badge, the catalogue's and products' query keys), apart from
            // 'common': the catalogue then loads neither the dialogs, pickers and text areas of 'common' nor the floating
            // layer they import ('overlays'). Its first load went from 20 files and 245.6 KB brotli to 16 and 200.7 KB
            // (Lighthouse LCP 3.11-3.27 s to 2.74-2.82 s); other list screens load one more file, about 1 KB (issue 12).
            // The search field and the categories' API joined it later: with Grid, Card and Skeleton in 'common-base' and
            // 'shop' below, the catalogue's first load went from 16 files to 11 (LCP 2.74-2.78 s to 2.56-2.67 s).
            {
              name: 'list-base',
              test: /(@mantine[\\/]core[\\/]esm[\\/]components[\\/](NativeSelect|Pagination|LoadingOverlay)[\\/]|@mantine[\\/]hooks[\\/]esm[\\/]use-pagination[\\/]|src[\\/](shared[\\/](image-data-url|category-schemas)|components[\\/](dot-badge|page-header|list-kit[\\/](list-pager|paging|search-field|search-bar|use-list-search)))\.|src[\\/]features[\\/](categories[\\/](query-keys|api)|products[\\/]query-keys)\.)/,
            },
            // What the catalogue, a product's page and the cart share: the add-to-cart form, the quantity input, the
            // cart's writes and the stock badge. Left to the shared groups they were four files of 1 to 2 KB brotli,
            // each a request of its own before the catalogue's first screen.
            {
              name: 'shop',
              test: /src[\\/](features[\\/](cart[\\/](mutations|quantity-check|components[\\/](add-to-cart-form|quantity-input))|catalogue[\\/]components[\\/]stock-badge)|shared[\\/]stock-state|lib[\\/](unit-label|repeat-click|use-busy-loader))\./,
            },
            // What the signed-in header loads after the first paint or at the first click, apart from 'common': the account
            // menu (Menu and the floating layer under it: Popover, focus trap, positioning) and the hook the toast
            // container shares with the PO screens. Left to the shared groups, Menu imported Popover from 'common' and the
            // toast container a hook from a chunk importing it, so the dashboard loaded 'common' and 12 more files,
            // 212 KB (64 KB brotli) of code to compile and run right after its first paint (issue 12).
            {
              name: 'overlays',
              test: /(@mantine[\\/]core[\\/]esm[\\/](components[\\/](Menu|Popover|FocusTrap)[\\/]|components[\\/]Checkbox[\\/]CheckIcon|components[\\/]Radio[\\/]RadioIcon|utils[\\/]Floating[\\/]|core[\\/]utils[\\/](create-event-handler|get-single-element-child|find-element-ancestor|create-scoped-keydown-handler|get-context-item-index)[\\/])|@mantine[\\/]hooks[\\/]esm[\\/](use-focus-return|use-focus-trap|use-force-update|utils[\\/]upper-first)[\\/])/,
            },
            { name: 'common', minShareCount: 15 },
            // The approvals count the header and navigation load after the first paint, with only what it needs: left to
            // the shared groups, its few small modules were merged into chunks that import the delegation form, the
            // date pickers and the PO form, about 35 KB a signed-in first load downloaded beside its first screen.
            {
              name: 'approvals-count',
              test: /src[\\/](features[\\/]approvals[\\/](pending[\\/](components[\\/]approvals-count|count-query)|query-keys)|lib[\\/]offline[\\/](approval-overlay|pending-write)|shared[\\/]approval-workflow-schemas)\./,
            },
            // Code shared by later routes is grouped by the routes that use it, and groups under 3 KB are merged
            // into a neighbour, so a screen does not load dozens of tiny files over HTTP/1.1's six connections. A
            // merge makes every screen that needs the neighbour load the merged code and what it imports too: at
            // 8 KB (33 routes) the dashboard loaded 23 files and 129 KB brotli (date pickers, RFQ schemas), at
            // 3 KB 11 files and 75 KB, the catalogue 26 files and 120 KB instead of 28 and 140 KB (issue 12).
            { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 3_000 },
          ],
        },
        // No strictExecutionOrder: its wrapper around every module cost 17 KB brotli of each signed-in first load
        // (7 KB of the main script) and the time to run it (issue 12). It is needed only when chunks import each
        // other in a circle, and chunkCyclesGuard fails the build then.
        // The shared groups are named after every route using them; the hash alone names them well enough.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('shared') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
    // That chunk is about 520 KB before gzip (160 KB after); the budget is checked by `npm run bench -- bundle`.
    chunkSizeWarningLimit: 600,
    // Chunks import each other by names that depend only on their own code, which an import map written into
    // index.html turns into the real file names. Without it every chunk named the entry's hashed file, and the entry
    // every screen's: a one-line change renamed 129 files, and an installed app downloaded 409 KB (brotli) again
    // to update; with it, the changed chunk and index.html, 9 KB (npm run bench -- update). Browsers without import
    // maps (Safari before 16.4) are told to update (index.html). A screen's scripts must be named after the map:
    // see server/lib/route-hints.ts.
    chunkImportMap: true,
  },
})
