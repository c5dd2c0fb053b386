// Size budget: the gzip bytes a host loads before the first open (what it imports from the
// kernel entry: createAppKit and the React API, with MobX and io-ts, React excluded), and the
// modal chunk loaded on the first open. The whole kernel entry (every export, also those for
// plugin and adapter authors) is printed beside it, for scale.
// It measures the built packages (each one's dist/, as a host installs them): `npm run size`
// builds them first. Without the `@portico/source` condition, Vite resolves their `import` entries.
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

// 40 KB until issue 14, which allowed its host integration (providers, the instance API, AppKit's
// option names, web components, hooks without a provider) at most 2 KB more: 39.3 + 2.0 KB. Issue
// 15 added 0.5 KB (41.2 to 41.7 KB): listing the wallets without SDKs when idle and on open, plugins
// loading without waiting on the service, balances kept (marked stale) when a node fails, and the
// failure kept for the snack to say in the user's words. Its 40 KB goal is still open (the wallets
// store's registry work and the options' codecs are the next candidates to defer). The build is
// deterministic, so the figure has no noise to allow for: 41.72 KB, as it measured then (42,713
// bytes). Issue 16 added balances from the project service (+87 bytes) and moved the remote
// configuration's alert texts to the deferred runtime (-149): 41.66 KB, as it measures (42,651 bytes).
// Issue 17 added the swap icon to the kernel's icon set, which the connect button's icons share,
// and wallet features' isAvailable (+9 bytes): 42,660 bytes, as it measures.
// Then, in one session (+1,136 bytes): issue 20's languages (the locale and messages options, the
// locale's detection and on-demand loading, plural forms; about 545 bytes as measured alone, within
// the 1 KB issue 20 allows), issue 21's one logger (the logLevel option, the Logger every part writes
// through), issue 19's account names (kept by address in the connections store, shown by the connect
// button), and the focus kept across views (issue 20): 43,796 bytes, as it measures.
// Issue 19's account types (+62 bytes): the host's account state tells the embedded wallet's
// account type and deployment as its connector reads them (the registry's user revision, the
// type of the account in use): 43,858 bytes, as it measures.
// Issue 15's goal, 40 KB, is the budget since the measure bundles as a host's build does (the
// entry may grow exports: see bundle()), which put the same code at 40,950 bytes instead of 43,900
// in sixteen library chunks; the web components' code now loads on idle (or at once on a page that
// holds one), and ApproveTransaction's watcher with the first request. Then 40,955 bytes with the
// remote configuration asked for on idle, and 40,869 with the plugin list checked once and the
// wallet discoveries started by the eager registry (issue 15).
// Stop 42: 40,345 bytes. What only the modal or the deferred runtime uses left the first load
// (the modal's orders, the remote flags' merge, the wallet lists' derivations, the Account codec:
// -664), and AppKitProvider took createAppKit's options (+63).
// Stop 57 (issue 32): 40,197 bytes, from 40,702. The approvals store and the transaction stack are
// created with their first use (store/approvalsOf, store/transactionsOf): only a loaded adapter asks
// for an approval and only plugins push transactions, so their code loads with those (-505).
// Stop 65 (issue 32): 39,520 bytes, from 40,200. The balances store (with its 30 s cache) is created
// with its first use too (store/balancesOf): only the Account view, the button's balance, the hooks
// and the plugins' context read balances (-680).
const BUDGET_BEFORE_OPEN = 40 * 1024
// 30 KB until stop 65, when the balances store left the first load: the modal needs it (Account),
// and so do the plugins' context and the web components, so it is a chunk of its own (1,079 bytes)
// that the modal loads with it, beside the modal's own use of it. The modal measured 29,607 bytes
// before and 30,815 after (the page's first load 680 bytes smaller). The budget is 31 KB.
const BUDGET_MODAL = 31 * 1024
// Issue 32: a headless host (features.headless; evm(), walletConnect(), its own list through
// useAppKitWallets: scripts/size/headlessEntry.tsx) loads none of the modal's code (checked below).
// Its goal, 15 KB before its first interaction, is not met: it measured about 41,400 bytes when added
// (the stores, MobX and the options' codecs load as the default host's do), so it is printed, not
// enforced, until that goal is worked on.
const GOAL_HEADLESS = 15 * 1024
// The plugin factories a host adds (scripts/size/pluginsEntry.ts) are plain objects whose load() is
// an import(): what they add before the first open is their ids, options and the imports' stubs,
// and the plugin loader's carried plugins. Measured with issue 17 (eight plugins): 1,193 bytes.
// Issue 18 added onramp() (1,396 bytes with it) and payPlugin() with pay(), whose work loads when
// it is called (+343 bytes: their ids, the imports' stubs): 1,739 bytes, as it measures. Issue 19's
// namesPlugin() joined them with the same session's changes: 1,705 bytes (part of what they shared
// moved into the host's own first load); the budget stays.
// Measured as a host's build bundles (issue 15, see bundle()), what they share with the host's own
// first load stays in it: 486-487 bytes. It is the difference of two builds, which moves by a few
// bytes with the kernel's own code (how the shared parts compress): 520 left that room.
// KNOWN REGRESSION (stop 37, issue 32): since the adapter actions moved to files of their own
// (e2ce038), a host's build with the pay and sign-in plugins splits kernel/model/ChainNamespace
// into a chunk of its own (165 bytes, one more request before the first open; either plugin alone
// does not), so this row measures 641-644 bytes. The budget is raised to 660 so the regression is
// visible here rather than hidden; it goes back to 520 when the split is gone (find what the
// action chunks changed in the bundler's chunk groups).
// Stop 39 (issue 32, several wallets): the switchConnection and deleteConnection action chunks
// moved the kernel's decode module from the shared io-ts chunk into the host's entry: the host
// build lost 35 bytes and the host with its plugins 4 bytes (41,619 to 41,615), but this row, a
// difference of the two, rose to 688-692 bytes (the ChainNamespace chunk still 165 of them). The
// budget is 700 for that; it still goes back to 520 when the split is gone.
// Stop 42: the split is gone. With the Account codec out of the storage schema's imports
// (59245488), a host's build with its plugins has only the entry and io-ts's chunk before the
// first open, and this row measures 532 bytes (the shared parts' compression moved it 12 bytes
// past the 520 of stop 36). The budget is 560: the regression's room is taken back, a few bytes
// of the measure's movement are left.
const BUDGET_PLUGIN_FACTORIES = 560
const EXTERNAL = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react-dom/server']

/** Bundles one entry as a host's production build would; returns its chunks by file name. */
async function bundle(entry) {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    // What a host's production build does: development-only code paths drop out.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      lib: { entry: { entry: new URL(entry, import.meta.url).pathname }, formats: ['es'] },
      // A host's own build may add exports to its entry, so what the entry and the lazy chunks share
      // stays in the entry (an app's build does not keep the entry's signature at all). A library
      // build's 'strict' entry would split those shared modules into a dozen chunks of their own,
      // each compressed apart: 3 KB more than a host ever loads (43.9 KB against 40.9 KB, issue 15).
      rollupOptions: { external: EXTERNAL, preserveEntrySignatures: 'allow-extension' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) => item.output)
  return new Map(outputs.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]))
}

/** Every chunk reachable from `start` through static imports. */
function staticClosure(chunks, start) {
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

const gzip = (chunks, names) => [...names].reduce((sum, name) => sum + gzipSync(chunks.get(name).code, { level: 9 }).length, 0)
const entryOf = (chunks) => [...chunks.values()].find((chunk) => chunk.isEntry).fileName

const host = await bundle('./size/hostEntry.ts')
const beforeOpen = staticClosure(host, entryOf(host))
const modalChunk = [...host.values()].find((chunk) => chunk.facadeModuleId?.endsWith('/ui/dist/mountModal.js'))
if (!modalChunk) throw new Error('No modal chunk: mountModal must stay a dynamic import of the kernel (are kernel/dist and ui/dist built?)')
const modal = new Set([...staticClosure(host, modalChunk.fileName)].filter((name) => !beforeOpen.has(name)))
const views = [...host.values()].filter((chunk) => /\/ui\/dist\/views\/\w+View\.js$/.test(chunk.facadeModuleId ?? ''))

const headless = await bundle('./size/headlessEntry.tsx')
const headlessBeforeInteraction = staticClosure(headless, entryOf(headless))
const headlessModal = [...headlessBeforeInteraction].flatMap((name) => Object.keys(headless.get(name).modules)).filter((id) => /\/ui\/dist\/(mountModal|ModalRoot)\.js$/.test(id))

const whole = await bundle('../kernel/dist/index.js')
const wholeEntry = staticClosure(whole, entryOf(whole))

const rows = [
  ['before first open (createAppKit, React API, adapter factories; MobX, io-ts; React excluded)', gzip(host, beforeOpen), BUDGET_BEFORE_OPEN],
  ['  whole kernel entry, every export (for scale)', gzip(whole, wholeEntry), undefined],
  ['modal chunk (shell, theme; loaded on first open)', gzip(host, modal), BUDGET_MODAL],
  [`headless host before its first interaction (evm(), walletConnect(), useAppKitWallets; goal ${GOAL_HEADLESS / 1024} KB, not enforced)`, gzip(headless, headlessBeforeInteraction), undefined],
]
for (const view of views) {
  const own = new Set([...staticClosure(host, view.fileName)].filter((name) => !beforeOpen.has(name) && !modal.has(name)))
  rows.push([`  view ${view.facadeModuleId.split('/').pop()} (on demand, beyond the modal chunk)`, gzip(host, own), undefined])
}
for (const adapter of [...host.values()].filter((chunk) => /\/adapters\/\w+\/dist\/create\w+Adapter\.js$/.test(chunk.facadeModuleId ?? ''))) {
  const own = new Set([...staticClosure(host, adapter.fileName)].filter((name) => !beforeOpen.has(name)))
  rows.push([`  adapter ${adapter.facadeModuleId.split('/').pop()} with its SDK (on demand)`, gzip(host, own), undefined])
}
// The feature plugins: their factories before the first open (beyond the host's budgeted bytes),
// each plugin's setup when its feature is on, and its views when opened (none before the first open).
const withPlugins = await bundle('./size/pluginsEntry.ts')
const pluginsBeforeOpen = staticClosure(withPlugins, entryOf(withPlugins))
rows.push(['plugin factories before the first open (send, receive, activity, nfts, swaps, onramp, email, socials, siwx, pay, names), beyond the above', gzip(withPlugins, pluginsBeforeOpen) - gzip(host, beforeOpen), BUDGET_PLUGIN_FACTORIES])
const pluginChunk = (pattern) => [...withPlugins.values()].filter((chunk) => pattern.test(chunk.facadeModuleId ?? ''))
const pluginName = (chunk) => chunk.facadeModuleId.match(/\/plugins\/([\w-]+)\/dist\//)[1]
const setups = pluginChunk(/\/plugins\/[\w-]+\/dist\/setup\.js$/)
for (const setup of setups.sort((a, b) => pluginName(a).localeCompare(pluginName(b)))) {
  const own = new Set([...staticClosure(withPlugins, setup.fileName)].filter((name) => !pluginsBeforeOpen.has(name)))
  rows.push([`  plugin ${pluginName(setup)}: setup (when its feature is on)`, gzip(withPlugins, own), undefined])
  for (const view of pluginChunk(new RegExp(`/plugins/${pluginName(setup)}/dist/\\w+(View|Tab)\\.js$`))) {
    const viewOwn = new Set([...staticClosure(withPlugins, view.fileName)].filter((name) => !pluginsBeforeOpen.has(name) && !own.has(name)))
    rows.push([`    ${view.facadeModuleId.split('/').pop()} (when opened, beyond its setup)`, gzip(withPlugins, viewOwn), undefined])
  }
}
// A plugin's setup and views must stay out of the first load.
const pluginCodeEarly = [...pluginsBeforeOpen].flatMap((name) => Object.keys(withPlugins.get(name).modules)).filter((id) => /\/plugins\/[\w-]+\/dist\/(setup|\w+View|\w+Tab)\.js$/.test(id))

const loadedEarly = [...beforeOpen].flatMap((name) => Object.keys(host.get(name).modules))
const forbidden = ['/node_modules/viem/', '/node_modules/@solana/', '/node_modules/@walletconnect/', '/node_modules/react-dom/', '/node_modules/react/']
  .filter((path) => loadedEarly.some((id) => id.includes(path)))

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
console.log('gzip sizes (level 9)')
for (const [label, bytes, budget] of rows) console.log(`${label.padEnd(84)} ${kb(bytes).padStart(9)}${budget ? `  budget ${kb(budget)} (${bytes} of ${budget} bytes)` : ''}`)

const failures = rows.filter(([, bytes, budget]) => budget !== undefined && bytes > budget).map(([label]) => `over budget: ${label.trim()}`)
for (const id of headlessModal) failures.push(`the headless host loads modal code before its first interaction: ${id}`)
for (const path of forbidden) failures.push(`loaded before the first open but must be lazy: ${path}`)
for (const id of pluginCodeEarly) failures.push(`a plugin's setup or view is loaded before the first open but must be lazy: ${id}`)
if (failures.length > 0) {
  for (const failure of failures) console.error(failure)
  process.exit(1)
}
console.log('size budget: ok')
