import { makeAutoObservable, observableRef } from 'mobx'
import type { ThemeMode } from './ThemeMode.ts'
import type { ThemeVariables } from './ThemeVariables.ts'

/** The theme the host chose: mode and variables, changeable at run time (`useAppKitTheme`); the UI package turns them into its CSS. */
export class ThemeStore {
  themeMode: ThemeMode
  themeVariables: ThemeVariables

  constructor(themeMode: ThemeMode = 'dark', themeVariables: ThemeVariables = {}) {
    this.themeMode = themeMode === 'light' ? 'light' : 'dark'
    this.themeVariables = { ...themeVariables }
    // Replaced on every change, never mutated: readers get a plain object.
    makeAutoObservable(this, { themeVariables: observableRef }, { autoBind: true })
  }

  /** Switches between light and dark; anything else is ignored. */
  setThemeMode(themeMode: ThemeMode): void {
    if (themeMode === 'light' || themeMode === 'dark') this.themeMode = themeMode
  }

  /** Merges variables into the current ones, as AppKit's `setThemeVariables` does. */
  setThemeVariables(themeVariables: ThemeVariables): void {
    this.themeVariables = { ...this.themeVariables, ...themeVariables }
  }
}
