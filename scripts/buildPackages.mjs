// Builds every published workspace (each one not marked private) with scripts/buildPackage.mjs,
// a package only once the workspaces it depends on are built (kernel first; wallet-standard before
// solana and bitcoin; embedded before email and socials), as many at once as there are cores.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const buildScript = fileURLToPath(new URL('./buildPackage.mjs', import.meta.url))

/**
 * The published workspaces: directory, name and the published workspaces each one's build reads
 * (dependencies, peers, and dev dependencies such as the adapters whose types a plugin uses).
 */
function publishedPackages() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  // Workspace patterns here are folders or `folder/*`.
  const expand = (pattern) => (pattern.endsWith('/*') ? readdirSync(join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`) : [pattern])
  const directories = workspaces.flatMap(expand).filter((directory) => existsSync(join(root, directory, 'package.json')))
  const manifests = directories.map((directory) => ({ directory, manifest: JSON.parse(readFileSync(join(root, directory, 'package.json'), 'utf8')) }))
  const published = manifests.filter(({ manifest }) => manifest.private !== true)
  const byName = new Map(published.map(({ manifest }) => [manifest.name, manifest]))
  return published.map(({ directory, manifest }) => {
    if (!existsSync(join(root, directory, 'tsconfig.build.json'))) throw new Error(`${manifest.name} is published but has no tsconfig.build.json`)
    // A workspace that names this one as its peer is built on it, even where this one depends on
    // it: the kernel installs the UI package (@portico/ui) and loads it at run time, and the UI
    // package builds on the kernel's declarations.
    const dependencies = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies, ...manifest.devDependencies }).filter(
      (name) => byName.has(name) && byName.get(name).peerDependencies?.[manifest.name] === undefined,
    )
    return { directory, name: manifest.name, dependencies }
  })
}

/** Runs buildPackage.mjs in one package directory; resolves with its output, rejects with it. */
function buildOne(directory) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [buildScript, join(root, directory)], { cwd: root })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(output.trim()) : reject(new Error(output.trim()))))
  })
}

const packages = publishedPackages()
const built = new Set()
const failed = new Set()
const started = new Set()
const failures = []
const startTime = performance.now()

// A package starts once all its workspace dependencies are built; one that depends on a failed
// package is skipped, and the others still build, so one run reports every failure.
await new Promise((resolveAll) => {
  let running = 0
  const next = () => {
    for (const entry of packages.filter((item) => !started.has(item.name) && item.dependencies.some((name) => failed.has(name)))) {
      started.add(entry.name)
      failed.add(entry.name)
      failures.push(`${entry.name}: not built, a dependency failed`)
    }
    const ready = packages.filter((entry) => !started.has(entry.name) && entry.dependencies.every((name) => built.has(name)))
    if (ready.length === 0 && running === 0) {
      const stuck = packages.filter((entry) => !started.has(entry.name))
      if (stuck.length > 0) failures.push(`dependency cycle among: ${stuck.map((entry) => entry.name).join(', ')}`)
      return resolveAll()
    }
    for (const entry of ready.slice(0, Math.max(0, availableParallelism() - running))) {
      started.add(entry.name)
      running += 1
      buildOne(entry.directory)
        .then(
          (output) => {
            console.log(output)
            built.add(entry.name)
          },
          (error) => {
            failed.add(entry.name)
            failures.push(error.message)
          },
        )
        .finally(() => {
          running -= 1
          next()
        })
    }
  }
  next()
})

if (failures.length > 0) {
  for (const failure of failures) console.error(failure)
  process.exit(1)
}
console.log(`${built.size} packages built in ${((performance.now() - startTime) / 1000).toFixed(1)} s`)
