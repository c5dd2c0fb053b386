import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/**
 * The names (values and types) each of a package's entries exports, read by the TypeScript
 * compiler: `files` maps an entry (`'.'`, `'./react'`) to its file, relative to `base` (a test's
 * `import.meta.url`). Workspace packages resolve to their sources, as in the tests.
 */
export function entryExports(base: string, files: Record<string, string>): Record<string, string[]> {
  const paths = Object.fromEntries(Object.entries(files).map(([entry, file]) => [entry, fileURLToPath(new URL(file, base))]))
  const program = ts.createProgram(Object.values(paths), {
    allowImportingTsExtensions: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ['@portico/source'],
    target: ts.ScriptTarget.ES2022,
  })
  const checker = program.getTypeChecker()
  return Object.fromEntries(
    Object.entries(paths).map(([entry, file]) => {
      const source = program.getSourceFile(file)
      const moduleSymbol = source && checker.getSymbolAtLocation(source)
      if (!moduleSymbol) throw new Error(`No module at ${file}`)
      return [entry, checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.name).sort()]
    }),
  )
}
