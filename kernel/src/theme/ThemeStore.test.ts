import { describe, expect, it } from 'vitest'
import { ThemeStore } from './ThemeStore.ts'

describe('ThemeStore', () => {
  it('is dark by default and switches mode', () => {
    const theme = new ThemeStore()
    expect(theme.themeMode).toBe('dark')
    theme.setThemeMode('light')
    expect(theme.themeMode).toBe('light')
  })

  it('ignores a mode that is neither light nor dark', () => {
    const theme = new ThemeStore('light')
    theme.setThemeMode('blue' as 'dark')
    expect(theme.themeMode).toBe('light')
  })

  it('merges variables, keeping earlier ones, and hands out a new object on each change', () => {
    const theme = new ThemeStore('dark', { '--w3m-accent': '#ff0000' })
    const before = theme.themeVariables
    theme.setThemeVariables({ '--w3m-z-index': 2000 })
    expect(theme.themeVariables).toEqual({ '--w3m-accent': '#ff0000', '--w3m-z-index': 2000 })
    expect(theme.themeVariables).not.toBe(before)
  })
})
