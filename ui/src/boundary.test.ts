import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { productFiles } from '../../tests/harness/productFiles.ts'

// The UI package is a plugin of the kernel: it takes the core only through the kernel's package
// entries (the host's, /core, and /internal, the core's parts made for it), never a path into
// kernel/src, so the kernel can change inside without the UI noticing, and builds on its own.
const sourceRoot = dirname(fileURLToPath(import.meta.url))
const kernelEntries = new Set(['@portico/kernel', '@portico/kernel/core', '@portico/kernel/extend', '@portico/kernel/internal'])

/** The module specifiers of a file: `from '…'` (imports and re-exports), `import('…')` and `declare module '…'`. */
const specifiersOf = (source: string) => [...source.matchAll(/(?:\bfrom|\bimport\(|\bdeclare module)\s*'([^']+)'/g)].map((match) => match[1] as string)

const files = productFiles(sourceRoot)
const specifiers = files.flatMap((file) => specifiersOf(readFileSync(join(sourceRoot, file), 'utf8')).map((specifier) => ({ file, specifier })))

describe('the UI package\'s boundary', () => {
  it('reads the specifiers of its files', () => {
    expect(specifiers).toContainEqual({ file: 'shell/ListItem.tsx', specifier: '@portico/kernel/internal' })
    expect(specifiers).toContainEqual({ file: 'prepareView.ts', specifier: './viewCodeArrived.ts' })
  })

  it('keeps every relative import inside the package', () => {
    const outside = specifiers.filter(({ file, specifier }) => specifier.startsWith('.') && relative(sourceRoot, resolve(sourceRoot, dirname(file), specifier)).startsWith('..'))
    expect(outside).toEqual([])
  })

  it('takes the kernel only through its package entries', () => {
    const kernel = specifiers.filter(({ specifier }) => specifier.startsWith('@portico/'))
    expect(kernel.filter(({ specifier }) => !kernelEntries.has(specifier))).toEqual([])
  })

  // The views read the kernel through narrow contexts: the core views through useModalContext (the
  // modal's ModalContext), a plugin's through usePluginContext and usePluginStore; only those hooks
  // (with useRouteData, which decodes a view's route data, and Profile's two verbs) take the
  // instance's root store.
  it('gives no view the whole root store: only the context hooks reach it', () => {
    const hooks = ['views/ModalContext.ts', 'views/useModalContext.ts', 'views/usePluginContext.ts', 'views/usePluginStore.ts', 'views/useRouteData.ts', 'views/profile/useConnectionVerbs.ts']
    const reaching = files.filter((file) => file.startsWith('views/') && /\buseAppKitInstance\b|\bRootStore\b/.test(readFileSync(join(sourceRoot, file), 'utf8')))
    expect(reaching).toContain('views/useModalContext.ts')
    expect(reaching.filter((file) => !hooks.includes(file))).toEqual([])
  })
})
