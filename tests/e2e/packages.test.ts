// The published packages as a host gets them: each workspace not marked private is built, packed
// with `npm pack` (its prepack runs the same build, which finds it up to date), its tarball checked,
// and three fresh host apps outside the workspace, one after another (side by side, each install
// took three times as long), install the tarballs and their own dependencies from the registry,
// type-check and build: Vite + React 18 + TypeScript 5.9 (ES2020,
// skipLibCheck false), Vite + React 19 + TypeScript 6, and Next.js's App Router. Each app's production server then runs in Chromium,
// where the Connect button opens the modal with nothing logged. The self-hostable service is packed
// too, but installed on its own, where its CLI starts it and it answers.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest'
import { freePort } from '../harness/freePort.ts'
import { openModalInChromium } from './packaging/openModalInChromium.ts'
import { exportTargets, publishedPackages, type Manifest } from './packaging/publishedPackages.ts'
import { outsideEnv, runCommand } from './packaging/runCommand.ts'
import { startHostServer } from './packaging/startHostServer.ts'
import { entriesFile, nextHostFiles, viteHostFiles, viteHostMain, writeHostApp } from './packaging/writeHostApp.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const TEN_MINUTES = 600_000
/** The latest Next.js; it runs on Node 20 (`npm view next@16.4.6 engines`: node >=20.9.0). */
const NEXT_VERSION = '16.4.6'
const INSTALL = ['install', '--no-audit', '--no-fund', '--prefer-offline']
/** The self-hostable service: a Node program, packed and run from its tarball, not installed into the browser host apps. */
const SERVICE = '@portico/service'
/** What a package's tarball may hold beside dist: the service's CLI and its example configuration, the kernel's React entries (files as published). */
const besideDist = /^package\/(package\.json|README\.md|LICENSE|dist\/.+|bin\/[\w.-]+\.mjs|[\w.-]+\.example\.json|entries\/[\w.-]+\.(js|d\.ts))$/

/** The version the workspace has installed of a package, so a host app's install finds it in npm's cache. */
const workspaceVersion = (name: string): string => installedVersion(root, name)

/** The file paths in a tarball. */
async function tarballFiles(tarball: string): Promise<string[]> {
  return (await runCommand('tar', ['-tzf', tarball], { cwd: tmpdir() })).split('\n').filter(Boolean)
}

describe('the published packages, packed and installed into fresh host apps', () => {
  let work: string
  const tarballs: Record<string, string> = {}
  /** The tarballs a browser host installs: every package but the service. */
  const hostTarballs = (): Record<string, string> => Object.fromEntries(Object.entries(tarballs).filter(([name]) => name !== SERVICE))
  /** Every public entry (`@portico/kernel/react`, ...) of the packed packages. */
  const entries: string[] = []
  const timings: string[] = []

  /** Runs `step` and records how long it took. */
  async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
    const start = performance.now()
    try {
      return await step()
    } finally {
      timings.push(`${label} ${((performance.now() - start) / 1000).toFixed(0)} s`)
    }
  }

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'portico-packages-'))
  })

  afterAll(() => {
    console.log(`packaging test: ${timings.join(', ')}`)
    if (work) rmSync(work, { recursive: true, force: true })
  })

  it(
    'packs each published package after building it, with its built entries and no test, bench, testing file or source',
    async () => {
      const packages = publishedPackages(root)
      expect(packages.map(({ manifest }) => manifest.name)).toContain('@portico/wallet-standard')
      const destination = join(work, 'tarballs')
      mkdirSync(destination)
      const started = Date.now()
      // Built afresh first, dependencies before their dependents and as many at once as there are
      // cores (scripts/buildPackages.mjs); then each `npm pack` runs its prepack, the same
      // per-package build, which finds its package up to date and says so, three packs at once.
      await timed('build', () => runCommand(process.execPath, ['scripts/buildPackages.mjs'], { cwd: root, env: { PORTICO_BUILD_FORCE: '1' }, timeoutMs: TEN_MINUTES }))
      const packOutputs: Record<string, string> = {}
      await timed('pack', async () => {
        const queue = [...packages]
        const packer = async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            const { directory, manifest } = next
            // --foreground-scripts: npm shows what its prepack printed.
            packOutputs[manifest.name] = await runCommand('npm', ['pack', '--foreground-scripts', '--pack-destination', destination], { cwd: join(root, directory) })
            tarballs[manifest.name] = join(destination, `${manifest.name.replace(/^@/, '').replace('/', '-')}-${manifest.version}.tgz`)
          }
        }
        await Promise.all([packer(), packer(), packer()])
      })
      for (const { directory, manifest } of packages) {
        const files = await tarballFiles(tarballs[manifest.name]!)
        const targets = exportTargets(manifest)
        // Built in this test, not left over from an earlier build, and its pack ran its prepack build.
        expect(statSync(join(root, directory, targets[0]!.import)).mtimeMs, `${manifest.name} was not built by this test`).toBeGreaterThanOrEqual(started - 1_000)
        expect(packOutputs[manifest.name], `${manifest.name}: npm pack did not run its prepack build`).toMatch(new RegExp(`^(up to date|built) ${manifest.name}: \\d+ files`, 'm'))
        for (const target of targets) {
          expect(files, `${manifest.name} ${target.subpath}`).toContain(`package/${target.types.replace(/^\.\//, '')}`)
          expect(files, `${manifest.name} ${target.subpath}`).toContain(`package/${target.import.replace(/^\.\//, '')}`)
          if (manifest.name !== SERVICE) entries.push(target.subpath === '.' ? manifest.name : `${manifest.name}/${target.subpath.replace(/^\.\//, '')}`)
        }
        expect(files.filter((file) => !besideDist.test(file)), `${manifest.name}: files beside dist`).toEqual([])
        expect(files.filter((file) => /\.(test|bench|stories)\.|\/testing\/|__screenshots__/.test(file)), `${manifest.name}: test files`).toEqual([])
        expect(files.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts')), `${manifest.name}: sources`).toEqual([])
        // What a host's npm installs: internal dependencies by version range, never a workspace link.
        const packed = JSON.parse(await runCommand('tar', ['-xzOf', tarballs[manifest.name]!, 'package/package.json'], { cwd: tmpdir() })) as Manifest
        const internal = Object.entries({ ...packed.dependencies, ...packed.peerDependencies }).filter(([name]) => name.startsWith('@portico/'))
        expect(internal.filter(([, range]) => range !== '^0.1.0'), `${manifest.name}: internal ranges`).toEqual([])
      }
    },
    TEN_MINUTES,
  )

  it(
    'Vite + React 18 + TypeScript 5.9 (ES2020, default lib, skipLibCheck false): tsc checks every entry, vite builds, the modal opens',
    async ({ expect }) => {
      expect(Object.keys(tarballs).length).toBeGreaterThan(0)
      const app = join(work, 'vite-react18')
      writeHostApp(
        app,
        {
          name: 'vite-react18-host',
          dependencies: { react: '~18.3.1', 'react-dom': '~18.3.1' },
          devDependencies: {
            '@types/react': '^18.3.0',
            '@types/react-dom': '^18.3.0',
            // For the server entry's declarations (@portico/plugin-siwx/server takes node:http's request).
            '@types/node': workspaceVersion('@types/node'),
            '@vitejs/plugin-react': workspaceVersion('@vitejs/plugin-react'),
            typescript: '~5.9.0',
            vite: workspaceVersion('vite'),
          },
          files: {
            ...viteHostFiles,
            'src/main.tsx': viteHostMain,
            'src/entries.ts': entriesFile(entries),
            'tsconfig.json': JSON.stringify({
              compilerOptions: { target: 'ES2020', module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx', strict: true, skipLibCheck: false, noEmit: true, isolatedModules: true },
              include: ['src'],
            }),
          },
        },
        hostTarballs(),
      )
      await timed('react18 install', () => runCommand('npm', INSTALL, { cwd: app }))
      expect(installedVersion(app, 'typescript')).toMatch(/^5\.9\./)
      expect(installedVersion(app, 'react')).toMatch(/^18\.3\./)
      await timed('react18 tsc', () => runCommand(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'], { cwd: app }))
      await timed('react18 vite build', () => runCommand(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { cwd: app }))
      await expectModalOpens(app, 'vite', expect)
    },
    TEN_MINUTES,
  )

  it(
    'Vite + React 19 + TypeScript 6 (skipLibCheck false, no @types): tsc checks the browser entries, vite builds, the modal opens',
    async ({ expect }) => {
      expect(Object.keys(tarballs).length).toBeGreaterThan(0)
      const app = join(work, 'vite-react19')
      writeHostApp(
        app,
        {
          name: 'vite-react19-host',
          dependencies: { react: workspaceVersion('react'), 'react-dom': workspaceVersion('react-dom') },
          devDependencies: {
            '@types/react': workspaceVersion('@types/react'),
            '@types/react-dom': workspaceVersion('@types/react-dom'),
            '@vitejs/plugin-react': workspaceVersion('@vitejs/plugin-react'),
            typescript: workspaceVersion('typescript'),
            vite: workspaceVersion('vite'),
          },
          files: {
            ...viteHostFiles,
            'src/main.tsx': viteHostMain,
            // Portico's browser entries must need no Node types. Left out: the SIWX server entry (it
            // takes node:http's request) and the Solana adapter's root and React entries, whose types
            // name @solana/web3.js's (its Connection, transactions), which name Node's; the React 18
            // app checks them all with @types/node.
            'src/entries.ts': entriesFile(entries.filter((entry) => !['@portico/plugin-siwx/server', '@portico/adapter-solana', '@portico/adapter-solana/react'].includes(entry))),
            'tsconfig.json': JSON.stringify({
              compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx', strict: true, skipLibCheck: false, noEmit: true, types: [] },
              include: ['src'],
            }),
          },
        },
        hostTarballs(),
      )
      await timed('react19 install', () => runCommand('npm', INSTALL, { cwd: app }))
      expect(installedVersion(app, 'typescript')).toMatch(/^6\./)
      await timed('react19 tsc', () => runCommand(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'], { cwd: app }))
      await timed('react19 vite build', () => runCommand(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { cwd: app }))
      await expectModalOpens(app, 'vite', expect)
    },
    TEN_MINUTES,
  )

  it(
    `Next.js ${NEXT_VERSION} App Router: a Server Component imports the non-React entry, next build passes, the button hydrates and opens the modal`,
    async ({ expect }) => {
      expect(Object.keys(tarballs).length).toBeGreaterThan(0)
      const app = join(work, 'next')
      writeHostApp(
        app,
        {
          name: 'next-host',
          dependencies: { next: NEXT_VERSION, react: workspaceVersion('react'), 'react-dom': workspaceVersion('react-dom') },
          devDependencies: {
            '@types/node': workspaceVersion('@types/node'),
            '@types/react': workspaceVersion('@types/react'),
            '@types/react-dom': workspaceVersion('@types/react-dom'),
            typescript: workspaceVersion('typescript'),
          },
          files: nextHostFiles,
        },
        hostTarballs(),
      )
      await timed('next install', () => runCommand('npm', INSTALL, { cwd: app }))
      await timed('next tsc', () => runCommand(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'], { cwd: app }))
      await timed('next build', () => runCommand(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { cwd: app, env: { NEXT_TELEMETRY_DISABLED: '1' } }))
      await expectModalOpens(app, 'next', expect)
    },
    TEN_MINUTES,
  )

  it(
    'the service from its tarball: its portico-service bin (what npx runs) starts it on PGlite with --config, it serves the project, and SIGTERM stops it cleanly',
    async ({ expect }) => {
      expect(tarballs[SERVICE]).toBeDefined()
      const directory = join(work, 'service-host')
      mkdirSync(directory)
      writeFileSync(join(directory, 'package.json'), JSON.stringify({ name: 'service-host', private: true, dependencies: { [SERVICE]: `file:${tarballs[SERVICE]}` } }))
      const project = { features: [{ id: 'activity', isEnabled: true, config: null }] }
      const config = { port: 0, database: { dataDir: './data' }, projects: [{ id: 'cli-project', config: project, allowedOrigins: ['https://app.example'] }], chains: [] }
      writeFileSync(join(directory, 'portico.config.json'), JSON.stringify(config))
      await timed('service install', () => runCommand('npm', INSTALL, { cwd: directory }))
      // The bin npx runs, started directly so that SIGTERM reaches it (npx would die of the signal itself).
      const child = spawn(join(directory, 'node_modules', '.bin', 'portico-service'), ['--config', 'portico.config.json'], { cwd: directory, env: outsideEnv(), stdio: ['ignore', 'pipe', 'pipe'] })
      let output = ''
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
      try {
        const url = await new Promise<string>((resolve, reject) => {
          child.stdout.on('data', (chunk: Buffer) => {
            output += chunk.toString()
            const found = /Portico service: (http:\/\/\S+)/.exec(output)
            if (found?.[1]) resolve(found[1])
          })
          void exited.then(() => reject(new Error(`portico-service exited before serving:\n${output}`)))
        })
        expect(output).toContain('database: pglite')
        const answer = await fetch(`${url}/projects/cli-project/config`)
        expect(answer.status).toBe(200)
        expect(await answer.json()).toEqual(project)
        expect((await fetch(`${url}/projects/cli-project/origins`)).status).toBe(200)
        expect((await fetch(`${url}/projects/someone-else/config`)).status).toBe(403)
      } finally {
        child.kill('SIGTERM')
      }
      expect(await exited).toBe(0)
    },
    TEN_MINUTES,
  )

  /** Serves a built host app on a free loopback port and checks its page in Chromium. */
  async function expectModalOpens(app: string, kind: 'vite' | 'next', expect: ExpectStatic): Promise<void> {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}/`
    const args =
      kind === 'next'
        ? ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)]
        : ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort']
    const server = await startHostServer(app, args, url, { NEXT_TELEMETRY_DISABLED: '1' })
    try {
      const report = await timed(`${kind} in Chromium`, () => openModalInChromium(url))
      expect(report.dialogOpened).toBe(true)
      expect(report.consoleMessages).toEqual([])
      expect(report.offLoopback).toEqual([])
    } finally {
      await server.stop()
    }
  }
})

/** The version of a package installed in a project (the workspace or a host app). */
function installedVersion(project: string, name: string): string {
  return (JSON.parse(readFileSync(join(project, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version
}
