import { build, type Plugin } from 'vite'

/**
 * node --import tsx tests/bench/update-build.ts <outDir> [edit]: builds the app into outDir (with the BUILD_ID the
 * environment gives), with edit (JSON `{ file, from, to }`: one module's text changed on the way) if given. For
 * `npm run bench -- update` (update.ts), one process per build.
 */
const [outDir, editJson] = process.argv.slice(2)
if (!outDir) throw new Error('usage: update-build.ts <outDir> [edit]')
const change = editJson ? (JSON.parse(editJson) as { file: string; from: string; to: string }) : undefined

const edit: Plugin = {
  name: 'bench-update-edit',
  enforce: 'pre',
  transform(code, id) {
    if (!change || !id.split('?')[0]?.endsWith(change.file)) return
    if (!code.includes(change.from)) throw new Error(`${change.file} no longer holds "${change.from}"`)
    return code.replace(change.from, change.to)
  },
}

// The service worker's own build logs through the console whatever the log level: kept off the bench's lines.
console.log = console.info = () => undefined
await build({ logLevel: 'error', plugins: [edit], build: { outDir, emptyOutDir: true } })
