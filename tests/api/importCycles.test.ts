import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const repository = fileURLToPath(new URL('../..', import.meta.url))

/** The package sources the check covers: the kernel, every plugin and every adapter. */
function sourceFolders(): string[] {
  const folders = [join(repository, 'kernel/src')]
  for (const group of ['plugins', 'adapters']) {
    for (const entry of readdirSync(join(repository, group), { withFileTypes: true })) {
      if (entry.isDirectory()) folders.push(join(repository, group, entry.name, 'src'))
    }
  }
  return folders
}

/** Every source file under a folder, tests and benchmarks left out. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|bench)\.tsx?$/.test(file))
    .map((file) => join(folder, file))
}

/** The relative modules a file imports or re-exports statically, type-only imports included (dynamic `import()` is a lazy boundary, not an edge). */
function staticImports(file: string, source: string): string[] {
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s+['"](\.[^'"]+)['"]/gm)].map((match) => match[1] ?? '')
  return specifiers.map((specifier) => resolve(dirname(file), specifier))
}

/** The strongly connected components with more than one file (Tarjan), or a file importing itself. */
function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const lowLink = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (file: string): void => {
    index.set(file, counter)
    lowLink.set(file, counter)
    counter += 1
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue
      if (!index.has(target)) {
        visit(target)
        lowLink.set(file, Math.min(lowLink.get(file) ?? 0, lowLink.get(target) ?? 0))
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file) ?? 0, index.get(target) ?? 0))
      }
    }
    if (lowLink.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return cycles
}

describe('import graph (DESIGN: stores sit below the adapter and plugin machinery)', () => {
  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts']],
      ['/c.ts', ['/a.ts']],
      ['/d.ts', ['/a.ts']],
    ])
    expect(importCycles(graph)).toEqual([['/a.ts', '/b.ts', '/c.ts']])
    expect(staticImports('/x/y.ts', "import type { A } from './a.ts'\nexport { B } from '../b.ts'\nconst c = import('./c.ts')")).toEqual(['/x/a.ts', '/b.ts'])
  })

  it.each(sourceFolders().map((folder) => [relative(repository, folder), folder]))('%s has no import cycle, type imports included', (_name, folder) => {
    const graph = new Map(sourceFiles(folder).map((file) => [file, staticImports(file, readFileSync(file, 'utf8'))]))
    const cycles = importCycles(graph).map((cycle) => cycle.map((file) => relative(folder, file)))
    expect(cycles).toEqual([])
  })
})
