import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BaseError } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import { productFiles } from '../harness/productFiles.ts'

// DESIGN.md's "Errors": each package has an errors.ts with one class per condition and a union of
// its codes, and nothing matches an error by its message text. Templates (plugins/example,
// adapters/template) are held to the same rules: authors copy them.

const repository = fileURLToPath(new URL('../..', import.meta.url))

/** Every package under plugins/ and adapters/, as `group/name`, and the UI package. */
const packages = [
  ...['plugins', 'adapters'].flatMap((group) =>
    readdirSync(join(repository, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(repository, group, entry.name, 'src')))
      .map((entry) => `${group}/${entry.name}`),
  ),
  'ui',
]

/**
 * Packages that raise no condition of their own, so have no errors.ts: what they do cannot fail
 * in a way of theirs (their failures are the kernel's or the SDK's, passed on as they are).
 */
const withoutConditions = new Set(['plugins/example', 'plugins/receive', 'plugins/nfts', 'adapters/ethers', 'adapters/ethers5', 'adapters/wallet-standard', 'adapters/walletconnect-pairing'])

/** A package's product files (productFiles: tests, stories, benchmarks, test stand-ins and locale catalogues left out), as paths. */
function sourceFiles(pack: string): string[] {
  const folder = join(repository, pack, 'src')
  return productFiles(folder).map((file) => join(folder, file))
}

// An unknown thrown value is wrapped as an Error. (A plugin's hook used before its plugin is set up
// throws the UI's PluginNotSetUpError, through usePluginStore.)
const programmerAssertion = /new Error\(String\(\w+\)\)/g
const constructedError = /\bnew (?:Error|BaseError|ConfigError|ProviderError|HttpError)\(/

/** The lines of a source that construct an error of the kernel's (or a plain one) instead of a class of the package's errors.ts. */
function directErrors(source: string): string[] {
  return source
    .replace(programmerAssertion, '')
    .split('\n')
    .filter((line) => constructedError.test(line))
}

// Ways to match an error by its message text: comparing it, searching it, or testing a regex on it.
const messageMatches = [
  /\.(?:message|shortMessage|details)\s*[!=]==?/,
  /\.(?:message|shortMessage|details)\??\.(?:includes|startsWith|endsWith|match|matchAll|search|indexOf|toLowerCase|toUpperCase)\(/,
  /\.test\(\s*[\w.?]*\b(?:message|shortMessage|details)\b/,
  /String\(\s*(?:error|err|e|failure|reason|cause)\s*\)\.(?:includes|startsWith|endsWith|match|search|indexOf)\(/,
]

/** The lines of a source that match an error by its message text. */
function messageMatching(source: string): string[] {
  return source.split('\n').filter((line) => messageMatches.some((pattern) => pattern.test(line)))
}

describe('errors per package', () => {
  it('finds the packages', () => {
    expect(packages).toContain('plugins/send')
    expect(packages).toContain('adapters/evm')
    expect(packages.length).toBeGreaterThanOrEqual(22)
  })

  it.each(packages.filter((pack) => !withoutConditions.has(pack)))('%s has an errors.ts with a union of its codes and BaseError classes named after themselves', async (pack) => {
    const file = join(repository, pack, 'src/errors.ts')
    expect(existsSync(file), `${pack}/src/errors.ts`).toBe(true)
    const source = readFileSync(file, 'utf8')
    expect(source).toMatch(/^export type \w+ErrorCode\b/m)
    const classes = [...source.matchAll(/^export class (\w+)/gm)].map((match) => match[1] ?? '')
    expect(classes.length).toBeGreaterThan(0)
    const module = (await import(file)) as Record<string, unknown>
    for (const name of classes) {
      const exported = module[name]
      expect(typeof exported, name).toBe('function')
      expect((exported as { prototype: unknown }).prototype, `${name} extends the kernel's BaseError`).toBeInstanceOf(BaseError)
      expect(source, `${name} names itself`).toMatch(new RegExp(`class ${name} extends \\w+ \\{\\n  override name = '${name}'`))
    }
  })

  it.each([...withoutConditions])('%s, without an errors.ts, constructs no error of its own', (pack) => {
    expect(existsSync(join(repository, pack, 'src/errors.ts'))).toBe(false)
    for (const file of sourceFiles(pack)) expect(directErrors(readFileSync(file, 'utf8')), file).toEqual([])
  })

  it.each(packages)('%s raises its conditions through its classes, not the kernel’s or plain Errors', (pack) => {
    for (const file of sourceFiles(pack).filter((path) => !path.endsWith('/errors.ts'))) {
      expect(directErrors(readFileSync(file, 'utf8')), file).toEqual([])
    }
  })

  it('the direct-construction check catches a condition raised without a class, and lets a wrapped unknown value pass', () => {
    expect(directErrors("if (!token) throw new BaseError('A token is required', { code: 'SEND_TOKEN_REQUIRED' })")).toHaveLength(1)
    expect(directErrors("if (!url) throw new Error('The checkout URL is not safe to open')")).toHaveLength(1)
    expect(directErrors("throw new ConfigError('Invalid options of evm()', { details })")).toHaveLength(1)
    expect(directErrors("if (!store) throw new Error('The send plugin is not set up')")).toHaveLength(1)
    expect(directErrors('throw error instanceof Error ? error : new Error(String(error))')).toEqual([])
    expect(directErrors('throw new SendTokenRequiredError()')).toEqual([])
  })
})

describe('no source matches an error by its message text', () => {
  it.each(packages)('%s', (pack) => {
    for (const file of sourceFiles(pack)) expect(messageMatching(readFileSync(file, 'utf8')), file).toEqual([])
  })

  it('the check finds each way of matching a message, and passes code and class checks', () => {
    const matching = [
      "if (error.message.includes('User rejected')) return 'declined'",
      "if (error instanceof Error && error.message === 'Connector not found') throw error",
      "return error.shortMessage?.startsWith('HTTP')",
      'if (/session expired/i.test(error.shortMessage)) logout()',
      "return String(error).includes('INSUFFICIENT_OUTPUT_AMOUNT')",
      "const declined = failure.details.toLowerCase().includes('rejected')",
    ]
    for (const line of matching) expect(messageMatching(line), line).toEqual([line])
    const allowed = [
      "if (error instanceof SwapPriceChangedError || error.code === 'SWAP_PRICE_CHANGED') return 'priceChanged'",
      'const message = error instanceof Error ? error.message : String(error)',
      "this.error = { message: 'swaps.error.declined' }",
    ]
    for (const line of allowed) expect(messageMatching(line), line).toEqual([])
  })
})
