import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { packageEntryName } from '../../scripts/typedocPackageNames.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const typedocBin = join(dirname(createRequire(import.meta.url).resolve('typedoc/package.json')), 'bin', 'typedoc')
const { entryPoints } = JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8')) as { entryPoints: string[] }

// TypeDoc's page name of a module or member: `@portico/kernel/extend` -> `_portico_kernel_extend`.
const pageName = (name: string) => name.replace(/[^a-z0-9-]/gi, '_')

// `npm run docs` with typedoc.json, into a temporary folder: it fails on errors (exit code), not on warnings.
describe('the API reference (npm run docs)', () => {
  const out = mkdtempSync(join(tmpdir(), 'portico-api-'))
  let pages: Set<string>

  beforeAll(async () => {
    await promisify(execFile)(process.execPath, [typedocBin, '--out', out, '--logLevel', 'Error'], { cwd: root, maxBuffer: 16 * 1024 * 1024 })
    pages = new Set(['modules', 'functions', 'interfaces', 'classes', 'types', 'variables'].flatMap((folder) => (existsSync(join(out, folder)) ? readdirSync(join(out, folder)).map((file) => `${folder}/${file}`) : [])))
  }, 300_000)
  afterAll(() => rmSync(out, { recursive: true, force: true }))

  it('has a module page for every entry point, named after its package entry', () => {
    for (const entryPoint of entryPoints) {
      const name = packageEntryName(join(root, entryPoint))
      expect(name, `${entryPoint} is a package entry`).toMatch(/^@portico\//)
      expect(pages.has(`modules/${pageName(name as string)}.html`), `page of ${name}`).toBe(true)
    }
  })

  it('has an entry point for every entry of every published browser package (kernel, ui, networks, plugins, adapters)', () => {
    const manifests = ['kernel', 'ui', 'networks', ...['plugins', 'adapters'].flatMap((folder) => readdirSync(join(root, folder)).map((name) => `${folder}/${name}`))]
    for (const folder of manifests) {
      const manifestPath = join(root, folder, 'package.json')
      if (!existsSync(manifestPath)) continue
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { private?: boolean; exports?: Record<string, { '@portico/source'?: string; import?: string }> }
      if (manifest.private === true) continue
      for (const [key, target] of Object.entries(manifest.exports ?? {})) {
        // The kernel's React, networks and core entries are files as published that re-export another
        // package's entry (`export * from '@portico/ui/react'`; the core entry, the kernel's root with
        // @portico/adapter-universal's createAppKit): that entry is the one documented.
        const reexported = !target['@portico/source'] && target.import ? readFileSync(join(root, folder, target.import), 'utf8').match(/^export \* from '@portico\/(ui|networks|kernel)(\/[\w-]+)?'$/m) : undefined
        if (reexported) {
          const folderOf = reexported[1] ?? 'missing'
          const subpath = reexported[2]
          const manifestOf = JSON.parse(readFileSync(join(root, folderOf, 'package.json'), 'utf8')) as { exports: Record<string, { '@portico/source'?: string }> }
          expect(entryPoints, `${folder} ${key}`).toContain(join(folderOf, manifestOf.exports[subpath ? `.${subpath}` : '.']?.['@portico/source'] ?? 'missing'))
          continue
        }
        const source = target['@portico/source']
        expect(source, `${folder} ${key} names its source`).toBeDefined()
        expect(entryPoints, `${folder} ${key}`).toContain(join(folder, source as string))
      }
    }
  })

  it('documents the host API, the React hooks and what plugin and adapter authors build on', () => {
    for (const page of ['functions/_portico_kernel.createAppKit.html', 'functions/_portico_ui_react.useAppKitAccount.html', 'interfaces/_portico_kernel_extend.PluginContext.html', 'interfaces/_portico_kernel_extend.ChainAdapter.html']) {
      expect(pages.has(page), page).toBe(true)
    }
    expect(readFileSync(join(out, 'interfaces', '_portico_kernel_extend.ChainAdapter.html'), 'utf8')).toContain('signMessage')
  })
})
