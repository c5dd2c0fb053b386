import { describe, expect, it } from 'vitest'
import { englishMessages } from '../../kernel/src/i18n/englishMessages.ts'
import { joinModalMessages } from '../../ui/src/modalMessages.ts'
import { joinProjectConfigMessages } from '../../kernel/src/config/projectConfigMessages.ts'
import { joinWebComponentMessages } from '../../ui/src/webComponents/webComponentMessages.ts'
import { joinNetworkNotFoundMessages } from '../../kernel/src/actions/networkNotFoundMessages.ts'
import { embeddedWalletAlerts } from '../../adapters/embedded/src/embeddedWalletAlerts.ts'

// Every shipped locale but English (issue 20): each part ships one catalogue per locale.
const locales = ['ar', 'de', 'es', 'fa', 'fr', 'he', 'hi', 'id', 'it', 'ja', 'ko', 'nl', 'pl', 'pt-BR', 'ru', 'th', 'tr', 'uk', 'vi', 'zh-CN', 'zh-TW']
type Catalogue = Record<string, string>
const kernelLocales = import.meta.glob<Catalogue>('../../kernel/src/i18n/locales/*.ts', { eager: true, import: 'default' })
const pluginLocales = import.meta.glob<Catalogue>('../../plugins/*/src/locales/*.ts', { eager: true, import: 'default' })
const pluginEnglish = import.meta.glob<Record<string, Catalogue>>('../../plugins/*/src/*Messages.ts', { eager: true })
// Every source file of the kernel, the plugins and the adapters, to find where alerts are raised.
const sources = import.meta.glob<string>(['../../{kernel,plugins,adapters}/*/src/**/*.{ts,tsx}', '../../kernel/src/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!**/testing/**', '!**/node_modules/**', '!**/dist/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
})
// Every plugin with an English catalogue (`plugins/<name>/src/<name>Messages.ts`): a plugin added later is checked as soon as it has texts.
const plugins = Object.keys(pluginEnglish)
  .map((path) => path.match(/^\.\.\/\.\.\/plugins\/([\w-]+)\/src\/\1Messages\.ts$/)?.[1])
  .filter((name): name is string => name !== undefined)

/** A message's placeholders (`{name}`, and `{count, plural, ...}`'s name), sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1] ?? '').sort()
}

function expectSameKeys(english: Catalogue, translated: Catalogue | undefined, where: string): void {
  expect(translated, `${where} is missing`).toBeDefined()
  expect(Object.keys(translated ?? {}).sort(), where).toEqual(Object.keys(english).sort())
  for (const [key, text] of Object.entries(english)) {
    expect(placeholders(translated?.[key] ?? ''), `${where}: ${key}`).toEqual(placeholders(text))
    expect(translated?.[key]?.trim(), `${where}: ${key}`).not.toBe('')
  }
}

describe('message catalogues', () => {
  joinWebComponentMessages()
  joinProjectConfigMessages()
  joinModalMessages()
  joinNetworkNotFoundMessages()
  const kernelEnglish = { ...englishMessages }

  it.each(locales)("the kernel's %s catalogue has exactly the English keys, with the same placeholders", (locale) => {
    expectSameKeys(kernelEnglish, kernelLocales[`../../kernel/src/i18n/locales/${locale}.ts`], `kernel/src/i18n/locales/${locale}.ts`)
  })

  it('checks every plugin that has texts, names included', () => {
    expect(plugins).toEqual(expect.arrayContaining(['send', 'receive', 'email', 'socials', 'siwx', 'activity', 'nfts', 'swaps', 'onramp', 'pay', 'names', 'example']))
  })

  it.each(plugins)("the %s plugin's catalogues have exactly its English keys, with the same placeholders, in every locale", (plugin) => {
    const english = Object.values(pluginEnglish[`../../plugins/${plugin}/src/${plugin}Messages.ts`] ?? {})[0]
    expect(english, `plugins/${plugin}/src/${plugin}Messages.ts`).toBeDefined()
    for (const locale of locales) {
      const path = `plugins/${plugin}/src/locales/${locale}.ts`
      expectSameKeys(english ?? {}, pluginLocales[`../../${path}`], path)
    }
  })

  // The alert bar translates an alert's title and message when it draws them: each must be a key
  // of the kernel's catalogue (SPEC's English texts adapters raise are keys of their own).
  it('has every alert text the kernel, the plugins and the adapters raise, in every locale', () => {
    const raised = new Map<string, string>()
    for (const [path, text] of Object.entries(sources)) {
      // `alerts.show({ ... })`, `showAlert({ ... })` and the alert objects adapters keep (`satisfies Record<string, Alert>`).
      const alerts = [...text.matchAll(/(?:alerts\.show|showAlert)\(\{([^}]*)\}|=\s*\{([\s\S]*?)\}\s*as const satisfies Record<string, Alert>/g)]
      for (const [, call, table] of alerts) {
        for (const [, field, , key, other] of (call ?? table ?? '').matchAll(/\b(title|message):\s*(?:(['"])(.*?)\2\s*[,\n]|([^,\n]*))/g)) {
          // A text made at raise time (`t(...)`, a variable) would stay in the language it was raised in.
          expect(key, `${path}: the alert's ${field} is not a literal message key: ${other}`).toBeDefined()
          raised.set(key ?? '', path)
        }
      }
    }
    for (const alert of Object.values(embeddedWalletAlerts)) {
      expect(raised.get(alert.title), alert.title).toBeDefined()
      expect(raised.get(alert.message), alert.message).toBeDefined()
    }
    expect([...raised.keys()]).toEqual(expect.arrayContaining(['alert.projectIdMissing.title', 'alert.networkNotFound.message', 'alert.invalidAppConfiguration.originNotAllowed']))
    for (const [key, path] of raised) {
      expect(kernelEnglish[key], `${path}: "${key}" is not in the English catalogue`).toBeDefined()
      for (const locale of locales) {
        expect(kernelLocales[`../../kernel/src/i18n/locales/${locale}.ts`]?.[key], `${path}: "${key}" is not in the ${locale} catalogue`).toBeDefined()
      }
    }
  })

  it('ships no catalogue for a locale outside the list', () => {
    const shipped = [...Object.keys(kernelLocales), ...Object.keys(pluginLocales)].map((path) => path.split('/').pop()?.replace(/\.ts$/, ''))
    expect(shipped.filter((locale) => !locales.includes(locale ?? ''))).toEqual([])
  })
})
