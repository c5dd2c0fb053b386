// Builds the published package in the current directory (or the one given as the first argument)
// to ES modules and declarations in its dist/: `tsc -p tsconfig.build.json`, then the relative
// `.ts`/`.tsx` specifiers tsc leaves in the emitted `.d.ts` files are rewritten to `.js` (it
// rewrites them in the `.js` files only). Checks that every `exports` target it promises exists and
// that each source starting with 'use client' still does in dist. Each package's `prepack` runs this.
//
// A package whose inputs have not changed since its last build here is not built again: its
// sources and config, the workspace's lock file, this script and the builds of the workspaces it
// depends on are fingerprinted into node_modules/.cache/portico-build/ (outside dist, so never
// packed). CI builds the packages three times otherwise (the packaging test's `npm pack`,
// `npm run size`, `npm run bench:open`). PORTICO_BUILD_FORCE=1 builds regardless.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs'
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

/** Every file under `directory` but those in its dist and node_modules folders. */
function sourcesUnder(directory) {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    if (!statSync(path).isDirectory()) return [path]
    return name === 'dist' || name === 'node_modules' ? [] : sourcesUnder(path)
  })
}

const root = fileURLToPath(new URL('..', import.meta.url))
const stampDirectory = join(root, 'node_modules', '.cache', 'portico-build')

/** Where the fingerprint of a package's last build is kept. */
const stampFile = (name) => join(stampDirectory, `${name.replace(/[@/]/g, '_')}.json`)

/** The fingerprint of what a build of the package reads; undefined while a workspace dependency has no build made here. */
function fingerprintOf(packageDirectory, manifest) {
  const hash = createHash('sha256')
  const inputs = sourcesUnder(packageDirectory).sort()
  for (const path of [...inputs, join(root, 'tsconfig.base.json'), join(root, 'package-lock.json'), fileURLToPath(import.meta.url)]) {
    hash.update(relative(root, path)).update('\0').update(existsSync(path) ? readFileSync(path) : 'absent').update('\0')
  }
  // A workspace that names this one as its peer builds on it (buildPackages.mjs): not an input.
  const buildsOnThis = (name) => {
    const path = join(root, 'node_modules', name, 'package.json')
    return existsSync(path) && JSON.parse(readFileSync(path, 'utf8')).peerDependencies?.[manifest.name] !== undefined
  }
  const workspaces = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies, ...manifest.devDependencies }).filter((name) => name.startsWith('@portico/') && !buildsOnThis(name))
  for (const name of workspaces.sort()) {
    const stamp = stampFile(name)
    if (!existsSync(stamp)) return undefined
    hash.update(name).update('\0').update(readFileSync(stamp)).update('\0')
  }
  return hash.digest('hex')
}

/** The file paths an `exports` map promises under the conditions a build emits. */
const promisedTargets = (manifest) => ['types', 'import'].flatMap((condition) => exportTargets(manifest.exports ?? {}, condition))

/**
 * Builds one package directory; throws with tsc's output when it reports an error. Returns
 * `upToDate: true`, having built nothing, when its dist was built here from the same inputs.
 */
export function buildPackage(packageDirectory) {
  const manifest = JSON.parse(readFileSync(join(packageDirectory, 'package.json'), 'utf8'))
  const dist = join(packageDirectory, 'dist')
  const fingerprint = fingerprintOf(packageDirectory, manifest)
  const stamp = stampFile(manifest.name)
  if (process.env.PORTICO_BUILD_FORCE !== '1' && fingerprint !== undefined && existsSync(stamp) && existsSync(dist)) {
    const last = JSON.parse(readFileSync(stamp, 'utf8'))
    if (last.fingerprint === fingerprint && promisedTargets(manifest).every((target) => existsSync(join(packageDirectory, target)))) {
      return { name: manifest.name, files: filesUnder(dist).length, upToDate: true }
    }
  }
  rmSync(stamp, { force: true })
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
  if (fingerprint !== undefined) {
    mkdirSync(stampDirectory, { recursive: true })
    writeFileSync(stamp, JSON.stringify({ fingerprint }))
  }
  return { name: manifest.name, files: files.length, upToDate: false }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const directory = resolve(process.argv[2] ?? process.cwd())
  try {
    const { name, files, upToDate } = buildPackage(directory)
    console.log(`${upToDate ? 'up to date' : 'built'} ${name}: ${files} files in ${relative(process.cwd(), join(directory, 'dist')) || 'dist'}`)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
