// Builds the published package in the current directory (or the one given as the first argument)
// to ES modules and declarations in its dist/: `tsc -p tsconfig.build.json`, then the relative
// `.ts`/`.tsx` specifiers tsc leaves in the emitted `.d.ts` files are rewritten to `.js` (it
// rewrites them in the `.js` files only). Checks that every `exports` target it promises exists and
// that each source starting with 'use client' still does in dist. Each package's `prepack` runs this.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Every file under `directory`, recursively. */
function filesUnder(directory) {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/** `'./a.ts'` → `'./a.js'`, `"../b.tsx"` → `"../b.js"`; bare and `.d.ts` specifiers stay. */
export function rewriteDeclarationSpecifiers(text) {
  return text.replace(/(['"])(\.\.?\/[^'"\n]*?)\.(m|c)?tsx?\1/g, (whole, quote, stem, kind) =>
    stem.endsWith('.d') ? whole : `${quote}${stem}.${kind ?? ''}js${quote}`,
  )
}

/** The file paths an `exports` map points at under `condition`, e.g. `types` or `import`. */
function exportTargets(exportsMap, condition) {
  return Object.values(exportsMap).flatMap((target) => (typeof target === 'string' ? [] : target[condition] ? [target[condition]] : []))
}

/** Builds one package directory; throws with tsc's output when it reports an error. */
export function buildPackage(packageDirectory) {
  const manifest = JSON.parse(readFileSync(join(packageDirectory, 'package.json'), 'utf8'))
  const dist = join(packageDirectory, 'dist')
  rmSync(dist, { recursive: true, force: true })

  const tsc = createRequire(join(packageDirectory, 'package.json')).resolve('typescript/bin/tsc')
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: packageDirectory, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${manifest.name}: tsc failed\n${result.stdout}${result.stderr}`)

  const files = filesUnder(dist)
  for (const file of files.filter((path) => path.endsWith('.d.ts'))) {
    const text = readFileSync(file, 'utf8')
    const rewritten = rewriteDeclarationSpecifiers(text)
    if (rewritten !== text) writeFileSync(file, rewritten)
  }

  const problems = []
  for (const condition of ['types', 'import']) {
    for (const target of exportTargets(manifest.exports ?? {}, condition)) {
      if (!existsSync(join(packageDirectory, target))) problems.push(`exports promises ${target} (${condition}), not built`)
    }
  }
  const source = join(packageDirectory, 'src')
  for (const file of filesUnder(source).filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts'))) {
    if (!/^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'))) continue
    const emitted = join(dist, relative(source, file)).replace(/\.tsx?$/, '.js')
    if (!existsSync(emitted)) continue // a test-only file, not built
    if (!/^['"]use client['"]/.test(readFileSync(emitted, 'utf8'))) problems.push(`${relative(packageDirectory, emitted)} lost its 'use client' directive`)
  }
  if (problems.length > 0) throw new Error(`${manifest.name}:\n  ${problems.join('\n  ')}`)
  return { name: manifest.name, files: files.length }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const directory = resolve(process.argv[2] ?? process.cwd())
  try {
    const { name, files } = buildPackage(directory)
    console.log(`built ${name}: ${files} files in ${relative(process.cwd(), join(directory, 'dist')) || 'dist'}`)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
