import type { MessageValues } from '../model/MessageValues.ts'

/**
 * Picks the plural forms of a message (`{count, plural, =0 {none} one {# item} other {# items}}`)
 * for its count: an exact `=N` form, else the locale's category by `Intl.PluralRules`, else
 * `other`; `#` is the count, formatted for the locale. A form may hold `{name}` placeholders.
 */
export function formatPlurals(text: string, values: MessageValues, locale: string): string {
  return text.replace(/\{(\w+), plural,((?:\s*=?\w+ \{(?:[^{}]|\{\w+\})*\})+)\s*\}/g, (_, name: string, forms: string) => {
    const count = Number(values[name])
    const form = new Map([...forms.matchAll(/(=?\w+) \{((?:[^{}]|\{\w+\})*)\}/g)].map(([, selector, body]) => [selector, body]))
    const body = form.get(`=${count}`) ?? form.get(new Intl.PluralRules(locale).select(count)) ?? form.get('other') ?? ''
    return body.replace(/#/g, new Intl.NumberFormat(locale).format(count))
  })
}
