import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** A host app to create: its files by path, and what goes into its package.json. */
export interface HostApp {
  name: string
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  scripts?: Record<string, string>
  files: Record<string, string>
}

/**
 * Writes a host app into `directory`: its files and a package.json that takes every Portico
 * package from its tarball (`tarballs`: name to .tgz path), also where one Portico package
 * depends on another (overrides), and the rest from the registry.
 */
export function writeHostApp(directory: string, app: HostApp, tarballs: Record<string, string>): void {
  const portico = Object.fromEntries(Object.entries(tarballs).map(([name, path]) => [name, `file:${path}`]))
  const manifest = {
    name: app.name,
    version: '0.0.0',
    private: true,
    type: 'module',
    scripts: app.scripts ?? {},
    dependencies: { ...portico, ...app.dependencies },
    devDependencies: app.devDependencies,
    overrides: portico,
  }
  const files = { ...app.files, 'package.json': `${JSON.stringify(manifest, null, 2)}\n` }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(directory, path)), { recursive: true })
    writeFileSync(join(directory, path), text)
  }
}

/** A file that names every given entry (`@portico/kernel/react`, ...) so tsc checks all their declarations. */
export function entriesFile(entries: readonly string[]): string {
  return [
    '// Every public entry of the packed packages: tsc checks each one\'s declarations (skipLibCheck false).',
    ...entries.map((entry, index) => `export type * as entry${index} from '${entry}'`),
    '',
  ].join('\n')
}

/** The host code of the Vite apps: AppKit's React API, the EVM adapter and its networks, the send plugin. */
export const viteHostMain = `import { evm } from '@portico/adapter-evm'
import { evmNetworks } from '@portico/adapter-evm/networks'
import type { AppKitOptions } from '@portico/kernel'
import { AppKitProvider, ConnectButton, createAppKit, useAppKitAccount } from '@portico/kernel/react'
import { send } from '@portico/plugin-send'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const projectId: NonNullable<AppKitOptions['projectId']> = 'vite-host'

const appKit = createAppKit({
  projectId,
  networks: [evmNetworks.mainnet, evmNetworks.base],
  adapters: [evm()],
  plugins: [send()],
})

function Header() {
  const { address, isConnected } = useAppKitAccount()
  return (
    <header>
      <ConnectButton />
      <p>{isConnected ? address : 'not connected'}</p>
    </header>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('no #root')
createRoot(root).render(
  <StrictMode>
    <AppKitProvider appKit={appKit}>
      <Header />
    </AppKitProvider>
  </StrictMode>,
)
`

/** index.html and vite.config.ts of the Vite apps. */
export const viteHostFiles = {
  'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><link rel="icon" href="data:," /><title>Vite host</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`,
  'vite.config.ts': `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({ plugins: [react()] })
`,
}

/**
 * The Next.js App Router app: a Server Component page that types its data with the kernel's
 * non-React entry and renders a client component, which creates the instance and renders
 * ConnectButton inside AppKitProvider. create-next-app's tsconfig; an icon, so the browser
 * asks for no missing favicon.
 */
export const nextHostFiles = {
  'tsconfig.json': `${JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2017',
        lib: ['dom', 'dom.iterable', 'esnext'],
        allowJs: true,
        skipLibCheck: true,
        strict: true,
        noEmit: true,
        esModuleInterop: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        resolveJsonModule: true,
        isolatedModules: true,
        jsx: 'react-jsx',
        incremental: true,
        plugins: [{ name: 'next' }],
        paths: { '@/*': ['./*'] },
      },
      include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts', '.next/dev/types/**/*.ts'],
      exclude: ['node_modules'],
    },
    null,
    2,
  )}\n`,
  'app/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>\n',
  'app/layout.tsx': `import type { ReactNode } from 'react'

export const metadata = { title: 'Next host' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
  'app/page.tsx': `import { createAppKit, type AppKitOptions } from '@portico/kernel'
import { Wallet } from './Wallet'

// A Server Component: it imports the kernel's entry without React (a value too, so the entry is
// bundled for the server) and types its data with Portico's options.
const projectId: NonNullable<AppKitOptions['projectId']> = 'next-host'

export default function Page() {
  return (
    <main data-kernel={typeof createAppKit}>
      <h1>Next host</h1>
      <Wallet projectId={projectId} />
    </main>
  )
}
`,
  'app/Wallet.tsx': `'use client'
import { evm } from '@portico/adapter-evm'
import { evmNetworks } from '@portico/adapter-evm/networks'
import { AppKitProvider, ConnectButton, createAppKit, useAppKitAccount } from '@portico/kernel/react'
import { send } from '@portico/plugin-send'

const appKit = createAppKit({
  projectId: 'next-host',
  networks: [evmNetworks.mainnet],
  adapters: [evm()],
  plugins: [send()],
})

function Account() {
  const { address, isConnected } = useAppKitAccount()
  return <p>{isConnected ? address : 'not connected'}</p>
}

export function Wallet({ projectId }: { projectId: string }) {
  return (
    <AppKitProvider appKit={appKit}>
      <ConnectButton />
      <Account />
      <p>project {projectId}</p>
    </AppKitProvider>
  )
}
`,
}
