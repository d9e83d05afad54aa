import { describe, expect, it } from 'vitest'
import { type ChunkInfo, routePreloads, routeSegments } from '../../../scripts/route-preloads'
import { preloadsFor } from '../../../server/lib/route-hints'

describe('routeSegments: TanStack file conventions to address segments', () => {
  it.each([
    ['_app/dashboard.tsx', ['dashboard']],
    ['_app/Manage-PO/index.tsx', ['Manage-PO']],
    ['_app/Manage-PO/Create-PO.tsx', ['Manage-PO', 'Create-PO']],
    ['_app/Create-Category_.$id.tsx', ['Create-Category', null]],
    ['_app/Approval-Form/$name/$id.tsx', ['Approval-Form', null, null]],
    ['_app.tsx', []],
    ['index.tsx', []],
  ])('%s → %j', (file, segments) => {
    expect(routeSegments(file)).toEqual(segments)
  })

  it.each(['__root.tsx', '_app/-sample/helper.tsx'])('%s is not a route', (file) => {
    expect(routeSegments(file)).toBeNull()
  })
})

const chunk = (fileName: string, imports: string[] = [], routeFiles: string[] = [], css: string[] = []): ChunkInfo => ({
  fileName,
  imports,
  routeFiles,
  css,
})

const chunks = [
  chunk('main.js', ['runtime.js'], [], ['main.css']),
  chunk('runtime.js'),
  chunk('app-shell.js', ['main.js', 'shared-a.js'], ['_app.tsx'], ['shell.css']),
  chunk('shared-a.js', ['runtime.js']),
  chunk('shared-b.js', ['shared-a.js'], [], ['b.css']),
  chunk('dashboard.js', ['app-shell.js', 'shared-b.js', 'main.js'], ['_app/dashboard.tsx']),
  chunk('update.js', ['app-shell.js'], ['_app/Update-Product/$id.tsx']),
  chunk('new.js', ['app-shell.js'], ['_app/Update-Product/new.tsx']),
  chunk('public.js', ['main.js'], ['forgot-password.tsx']),
]
const table = routePreloads(chunks, new Set(['main.js', 'runtime.js']))

describe('routePreloads: what each screen loads beyond the entry', () => {
  it('lists the layout first, then the screen and everything they import once, with their stylesheets', () => {
    expect(preloadsFor(table, '/dashboard')).toEqual({
      segments: ['dashboard'],
      signedIn: true,
      scripts: ['app-shell.js', 'shared-a.js', 'dashboard.js', 'shared-b.js'],
      styles: ['shell.css', 'b.css'],
    })
  })

  it("lists public pages too (password reset, a supplier's RFQ response), marked as needing no session", () => {
    expect(preloadsFor(table, '/forgot-password')).toEqual({
      segments: ['forgot-password'],
      signedIn: false,
      scripts: ['public.js'],
      styles: [],
    })
    expect(preloadsFor(table, '/')).toBeNull()
  })

  it('matches parameters, prefers a literal segment, and ignores unknown or malformed addresses', () => {
    expect(preloadsFor(table, '/Update-Product/42')?.scripts).toContain('update.js')
    expect(preloadsFor(table, '/Update-Product/new')?.scripts).toContain('new.js')
    expect(preloadsFor(table, '/Update-Product/42/more')).toBeNull()
    expect(preloadsFor(table, '/nowhere')).toBeNull()
    expect(preloadsFor(table, '/Update-Product/%E0%A4%A')).toBeNull()
  })
})
