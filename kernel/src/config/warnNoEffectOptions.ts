import { isDevelopment } from './isDevelopment.ts'
import { noEffectOptions } from './noEffectOptions.ts'

// Once per page: a second instance (a remount, hot reload) does not repeat a warning.
const warnedPaths = new Set<string>()
const headlessPath = 'features.headless'

function valueAt(options: object, path: string): unknown {
  let value: unknown = options
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/**
 * Warns through `warn` (the instance's logger), in development only and once per option, about each of AppKit's options
 * the host set that has no effect yet (`noEffectOptions`), and that `features.headless` makes open() do nothing; returns the paths it warned about now.
 */
export function warnNoEffectOptions(
  options: object,
  { development = isDevelopment(), warn, warned = warnedPaths }: { development?: boolean; warn: (message: string) => void; warned?: Set<string> },
): string[] {
  if (!development) return []
  const paths: string[] = []
  for (const { path, asksForMissing, reason } of noEffectOptions) {
    if (warned.has(path) || !asksForMissing(valueAt(options, path), options)) continue
    warned.add(path)
    paths.push(path)
    warn(`The createAppKit option \`${path}\` has no effect yet: ${reason}.`)
  }
  // Not an option without effect: one that turns the modal off, which open() then says nothing of in production.
  if (valueAt(options, headlessPath) === true && !warned.has(headlessPath)) {
    warned.add(headlessPath)
    paths.push(headlessPath)
    warn('With `features.headless` the modal never loads and open() does nothing: build the wallet list with useAppKitWallets or getWalletList.')
  }
  return paths
}
