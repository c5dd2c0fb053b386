import type { ThemeMode } from '@portico/kernel'

/** The colours of one theme mode; each becomes a `--pc-color-*` custom property. */
export interface Palette {
  background: string
  surface: string
  'surface-hover': string
  foreground: string
  muted: string
  accent: string
  'accent-foreground': string
  border: string
  error: string
  success: string
  'focus-ring': string
  backdrop: string
}

/** The dark (default) and light palettes; text pairs meet WCAG AA contrast. */
export const palettes: Record<ThemeMode, Palette> = {
  dark: {
    background: '#121313',
    surface: '#1e1f20',
    'surface-hover': '#2a2b2d',
    foreground: '#f1f1f1',
    muted: '#a3a3a3',
    accent: '#6ea1ff',
    'accent-foreground': '#0b1220',
    border: '#2f3032',
    error: '#ff7a7a',
    success: '#5fd38d',
    'focus-ring': '#9cc0ff',
    backdrop: 'rgba(0, 0, 0, 0.6)',
  },
  light: {
    background: '#ffffff',
    surface: '#f3f4f6',
    'surface-hover': '#e7e9ec',
    foreground: '#141414',
    muted: '#5c5f66',
    accent: '#1d5fd1',
    'accent-foreground': '#ffffff',
    border: '#dfe1e5',
    error: '#a8141c',
    success: '#10622f',
    'focus-ring': '#1d5fd1',
    backdrop: 'rgba(0, 0, 0, 0.4)',
  },
}
