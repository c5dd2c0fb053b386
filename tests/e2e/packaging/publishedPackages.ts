import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A package.json as far as packing reads it. */
export interface Manifest {
  name: string
  version: string
  private?: boolean
  exports?: Record<string, string | Record<string, string>>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

/** A published workspace: its folder (relative to the root) and manifest. */
export interface PublishedPackage {
  directory: string
  manifest: Manifest
}

/**
 * The workspaces of `root` not marked private, each after the published workspaces its build reads
 * (kernel first, then the UI package that builds on it; wallet-standard before solana and bitcoin;
 * embedded before email and socials; dev dependencies count), an order scripts/buildPackages.mjs would build them in.
 */
export function publishedPackages(root: string): PublishedPackage[] {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] }
  const directories = workspaces.flatMap((pattern) =>
    pattern.endsWith('/*') ? readdirSync(join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`) : [pattern],
  )
  const published = directories
    .filter((directory) => existsSync(join(root, directory, 'package.json')))
    .map((directory) => ({ directory, manifest: JSON.parse(readFileSync(join(root, directory, 'package.json'), 'utf8')) as Manifest }))
    .filter(({ manifest }) => manifest.private !== true)
  const byName = new Map(published.map(({ manifest }) => [manifest.name, manifest]))
  // A workspace that names this one as its peer builds on it, even where this one depends on it
  // (the kernel and the UI package): not an input of this one's build.
  const buildInputs = (manifest: Manifest) =>
    Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies, ...manifest.devDependencies }).filter((name) => byName.has(name) && byName.get(name)?.peerDependencies?.[manifest.name] === undefined)
  const ordered: PublishedPackage[] = []
  const placed = new Set<string>()
  while (ordered.length < published.length) {
    const next = published.find(({ manifest }) => !placed.has(manifest.name) && buildInputs(manifest).every((name) => placed.has(name)))
    if (!next) throw new Error('The published workspaces depend on each other in a cycle')
    ordered.push(next)
    placed.add(next.manifest.name)
  }
  return ordered
}

/** Every `exports` subpath of a package with its built files (`types` and `import` targets). */
export function exportTargets(manifest: Manifest): { subpath: string; types: string; import: string }[] {
  return Object.entries(manifest.exports ?? {}).map(([subpath, target]) => {
    if (typeof target === 'string' || !target.types || !target.import) throw new Error(`${manifest.name} exports ${subpath} without types and import`)
    return { subpath, types: target.types, import: target.import }
  })
}
