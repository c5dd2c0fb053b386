// Size budget: the gzip bytes a host loads before the first open (the kernel entry and its
// static imports, MobX and io-ts included, React excluded) and the modal chunk loaded on open.
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const BUDGET_BEFORE_OPEN = 40 * 1024
const BUDGET_MODAL = 30 * 1024

const result = await build({
  configFile: new URL('../kernel/vite.config.ts', import.meta.url).pathname,
  logLevel: 'silent',
  // What a host's production build does: development-only code paths drop out.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { write: false, sourcemap: false },
})
const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) => entry.output)
const chunks = new Map(outputs.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]))
const assets = outputs.filter((item) => item.type === 'asset' && item.fileName.endsWith('.css'))

/** Every chunk reachable from `start` through static imports. */
function staticClosure(start) {
  const seen = new Set()
  const queue = [start]
  while (queue.length > 0) {
    const name = queue.pop()
    if (seen.has(name) || !chunks.has(name)) continue
    seen.add(name)
    queue.push(...chunks.get(name).imports)
  }
  return seen
}

const gzip = (names) => [...names].reduce((sum, name) => sum + gzipSync(chunks.get(name).code, { level: 9 }).length, 0)
const entry = [...chunks.values()].find((chunk) => chunk.isEntry)
const beforeOpen = staticClosure(entry.fileName)
const modalChunk = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith('/ui/mountModal.tsx'))
if (!modalChunk) throw new Error('No modal chunk: mountModal.tsx must stay a dynamic import of the kernel entry')
const modal = new Set([...staticClosure(modalChunk.fileName)].filter((name) => !beforeOpen.has(name)))
const views = [...chunks.values()].filter((chunk) => /\/ui\/views\/\w+View\.tsx$/.test(chunk.facadeModuleId ?? ''))

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const beforeOpenBytes = gzip(beforeOpen)
const modalBytes = gzip(modal)
const rows = [
  ['before first open (kernel entry, MobX, io-ts; React excluded)', beforeOpenBytes, BUDGET_BEFORE_OPEN],
  ['modal chunk (shell, theme, loaded on first open)', modalBytes, BUDGET_MODAL],
]
for (const view of views) {
  const own = new Set([...staticClosure(view.fileName)].filter((name) => !beforeOpen.has(name) && !modal.has(name)))
  rows.push([`  view ${view.facadeModuleId.split('/').pop()} (on demand)`, gzip(own), undefined])
}
const bundledModules = new Set([...beforeOpen].flatMap((name) => Object.keys(chunks.get(name).modules)))
const forbidden = ['/node_modules/viem/', '/node_modules/@solana/', '/node_modules/@walletconnect/', '/node_modules/react-dom/', '/node_modules/react/']
  .filter((path) => [...bundledModules].some((id) => id.includes(path)))

console.log('gzip sizes (level 9)')
for (const [label, bytes, budget] of rows) console.log(`${label.padEnd(70)} ${kb(bytes).padStart(9)}${budget ? `  budget ${kb(budget)}` : ''}`)
if (assets.length > 0) console.log(`css assets: ${assets.map((asset) => asset.fileName).join(', ')} (styles should ship inside the modal chunk)`)

const failures = rows.filter(([, bytes, budget]) => budget !== undefined && bytes > budget).map(([label]) => `over budget: ${label.trim()}`)
for (const path of forbidden) failures.push(`loaded before the first open but must be lazy: ${path}`)
if (failures.length > 0) {
  for (const failure of failures) console.error(failure)
  process.exit(1)
}
console.log('size budget: ok')
