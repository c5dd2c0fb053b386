import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { productFiles } from '../../tests/harness/productFiles.ts'

// The direction of every import between the kernel's layers (DESIGN.md, "The kernel"): a file may
// import its own layer and the layers below it, never one above. Value, type and dynamic imports
// all count; value and dynamic imports between files form no cycle. The kernel is headless: React
// and the modal are the UI package's (@portico/ui), which sits above every layer here.
const layers = ['foundation', 'services', 'stores', 'actions', 'machinery', 'entries'] as const
type Layer = (typeof layers)[number]

// By the first folder under src/ (a file directly in src/ by its name, below).
const layerOfFolder: Record<string, Layer> = {
  model: 'foundation',
  // The adapter and plugin contracts (types only): what the config, stores, actions and machinery
  // share. They name the options and services they hand an adapter, so they sit with the services.
  contracts: 'services',
  errors: 'foundation',
  cache: 'services',
  format: 'foundation',
  config: 'services',
  services: 'services',
  i18n: 'services',
  theme: 'services',
  store: 'stores',
  // The host API's readers (AppKit's account, network, provider and modal states), over the root store and its adapters.
  host: 'machinery',
  actions: 'actions',
  adapters: 'machinery',
  plugins: 'machinery',
  headless: 'machinery',
  // The package's entries: extend/ for plugin and adapter authors, internal/ for the UI package.
  extend: 'entries',
  internal: 'entries',
}
const layerOfRootFile: Record<string, Layer> = {
  'errors.ts': 'foundation',
  'decode.ts': 'foundation',
  'loadOnce.ts': 'foundation',
  'sdkVersion.ts': 'foundation',
  'OpenOptions.ts': 'stores',
  // The stores with the host's adapters on top: it builds the adapter registry.
  'RootStore.ts': 'machinery',
  'kernelRuntime.ts': 'machinery',
  'AppKit.ts': 'machinery',
  'createAppKitWith.ts': 'machinery',
  'activeInstance.ts': 'machinery',
  'currentAppKit.ts': 'machinery',
  'openOnApprovalRequest.ts': 'machinery',
  'openOnUnsupportedNetwork.ts': 'machinery',
  'watchApprovalRequests.ts': 'machinery',
  'index.ts': 'entries',
}
// A package entry re-exports from every layer: it sits on top. So do the hosts' createAppKit
// functions, which hand the headless core (createAppKitWith) the modal as its default UI plugin
// (modalUi.ts, which loads the UI package).
const entries = new Set([
  'index.ts',
  'extend/index.ts',
  'internal/index.ts',
  'createAppKit.ts',
  'modalUi.ts',
])

interface Import {
  from: string
  /** The file imported, relative to src/; for a package, its specifier (`react`, `@portico/ui/modal`). */
  to: string
  kind: 'value' | 'type' | 'dynamic'
  /** Whether it names a package, not a file of src/. */
  bare: boolean
}

/** The imports of one file: static (value or type-only), re-exports, and `import()`. */
function importsOf(source: string, file: string): Import[] {
  const found: Import[] = []
  const add = (specifier: ts.Expression | undefined, kind: Import['kind']) => {
    if (!specifier || !ts.isStringLiteral(specifier)) return
    const bare = !specifier.text.startsWith('.')
    found.push({ from: file, to: bare ? specifier.text : relative(sourceRoot, resolve(dirname(join(sourceRoot, file)), specifier.text)), kind, bare })
  }
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined
      const typeOnly = clause !== undefined && (clause.isTypeOnly || (!clause.name && named !== undefined && named.length > 0 && named.every((element) => element.isTypeOnly)))
      add(node.moduleSpecifier, typeOnly ? 'type' : 'value')
    } else if (ts.isExportDeclaration(node)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined
      add(node.moduleSpecifier, node.isTypeOnly || (named !== undefined && named.length > 0 && named.every((element) => element.isTypeOnly)) ? 'type' : 'value')
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], 'dynamic')
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal as ts.Expression, 'type')
    }
    ts.forEachChild(node, visit)
  }
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS))
  return found
}

/** The layer of a file relative to src/. */
function layerOf(file: string): Layer | undefined {
  if (entries.has(file)) return 'entries'
  const [first, ...rest] = file.split('/')
  return rest.length === 0 ? layerOfRootFile[first as string] : layerOfFolder[first as string]
}

const sourceRoot = dirname(fileURLToPath(import.meta.url))
const files = productFiles(sourceRoot)
const allImports = files.flatMap((file) => importsOf(readFileSync(join(sourceRoot, file), 'utf8'), file))
const imports = allImports.filter((each) => !each.bare)

describe('the kernel\'s layers', () => {
  it('reads value, type and dynamic imports', () => {
    const kinds = (from: string, to: string) => imports.filter((each) => each.from === from && each.to === to).map((each) => each.kind)
    expect(kinds('createAppKitWith.ts', 'AppKit.ts')).toContain('value')
    expect(kinds('AppKit.ts', 'RootStore.ts')).toEqual(['type'])
    expect(kinds('actions/loadConnectionActions.ts', 'actions/switchConnection.ts')).toContain('dynamic')
    expect(allImports.filter((each) => each.from === 'modalUi.ts' && each.bare).map(({ to, kind }) => `${to} ${kind}`).sort()).toEqual(['@portico/ui/elements dynamic', '@portico/ui/modal dynamic'])
  })

  it('places every product file in a layer', () => {
    expect(files.filter((file) => layerOf(file) === undefined)).toEqual([])
  })

  it('imports only from its own layer or one below (value, type and dynamic imports)', () => {
    const rank = (file: string) => layers.indexOf(layerOf(file) as Layer)
    const upward = imports.filter(({ from, to }) => rank(to) > rank(from)).map(({ from, to }) => `${from} -> ${to}`)
    expect([...new Set(upward)].sort()).toEqual([])
  })

  it('keeps the stores free of adapters and plugins', () => {
    const crossing = imports.filter(({ from, to }) => layerOf(from) === 'stores' && /^(adapters|plugins)\//.test(to))
    expect(crossing.map(({ from, to }) => `${from} -> ${to}`)).toEqual([])
  })

  it('imports no React and no UI: only the default UI plugin (modalUi.ts) loads the UI package, by dynamic import', () => {
    const ui = allImports.filter(({ to, bare }) => bare && /^(react|react-dom|mobx-react-lite|@portico\/ui)(\/|$)/.test(to))
    expect(ui.map(({ from, to, kind }) => `${from} -> ${to} (${kind})`).sort()).toEqual(['modalUi.ts -> @portico/ui/elements (dynamic)', 'modalUi.ts -> @portico/ui/modal (dynamic)'])
  })

  it('leaves internal/index.ts, the UI package\'s entry, to the UI package: no file of the kernel imports it', () => {
    expect(imports.filter(({ to }) => to === 'internal/index.ts').map(({ from }) => from)).toEqual([])
    expect(files).toContain('internal/index.ts')
  })

  it('has no cycle through value and dynamic imports', () => {
    const edges = new Map<string, string[]>()
    for (const { from, to, kind } of imports) if (kind !== 'type') edges.set(from, [...(edges.get(from) ?? []), to])
    const cycles: string[] = []
    const state = new Map<string, 'open' | 'done'>()
    const walk = (file: string, path: string[]): void => {
      if (state.get(file) === 'done') return
      if (state.get(file) === 'open') {
        cycles.push([...path.slice(path.indexOf(file)), file].join(' -> '))
        return
      }
      state.set(file, 'open')
      for (const next of edges.get(file) ?? []) walk(next, [...path, file])
      state.set(file, 'done')
    }
    for (const file of files) walk(file, [])
    expect(cycles).toEqual([])
  })
})
