import { palettes } from './palettes.ts'
import { readableForeground } from './readableForeground.ts'
import type { ThemeMode, ThemeVariables } from '@portico/kernel'

/** The tokens set per instance; the derived scales live in `themeBaseCss`. */
const defaults: Record<string, string> = {
  '--pc-font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  '--pc-font-size-master': '10px',
  '--pc-radius-master': '4px',
  '--pc-z-index': '999',
}

/** AppKit's variable names and the Portico token each one sets. */
const appKitVariables: Record<string, string> = {
  '--w3m-accent': '--pc-color-accent',
  '--w3m-font-family': '--pc-font-family',
  '--w3m-font-size-master': '--pc-font-size-master',
  '--w3m-border-radius-master': '--pc-radius-master',
  '--w3m-z-index': '--pc-z-index',
}

const lengthTokens = new Set(['--pc-font-size-master', '--pc-radius-master'])
const mixedColors = ['background', 'surface', 'surface-hover', 'border'] as const

function cssValue(token: string, value: string | number): string {
  if (typeof value === 'number' && lengthTokens.has(token)) return `${value}px`
  return String(value)
}

/**
 * The `--pc-*` custom properties of a theme: the palette of the mode, then AppKit's `--w3m-*`
 * variables mapped onto tokens, then `--pc-*` variables as given. `--w3m-color-mix` tints the
 * surfaces by `--w3m-color-mix-strength` percent.
 */
export function themeCustomProperties(mode: ThemeMode, variables: ThemeVariables = {}): Record<string, string> {
  const properties: Record<string, string> = { ...defaults }
  for (const [name, color] of Object.entries(palettes[mode])) properties[`--pc-color-${name}`] = color
  for (const [name, value] of Object.entries(variables)) {
    const token = appKitVariables[name]
    if (token) properties[token] = cssValue(token, value)
  }
  for (const [name, value] of Object.entries(variables)) {
    if (name.startsWith('--pc-')) properties[name] = cssValue(name, value)
  }
  const mix = variables['--w3m-color-mix']
  if (mix !== undefined) {
    const strength = Math.min(100, Math.max(0, Number(variables['--w3m-color-mix-strength'] ?? 0) || 0))
    for (const name of mixedColors) {
      properties[`--pc-color-${name}`] = `color-mix(in srgb, ${String(mix)} ${strength}%, ${properties[`--pc-color-${name}`] ?? ''})`
    }
  }
  const accent = properties['--pc-color-accent'] ?? ''
  if (accent !== palettes[mode].accent && variables['--pc-color-accent-foreground'] === undefined) {
    const foreground = readableForeground(accent)
    if (foreground) properties['--pc-color-accent-foreground'] = foreground
  }
  return properties
}
