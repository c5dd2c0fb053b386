import { useInsertionEffect } from 'react'
import { adoptStyleSheet } from './adoptStyleSheet.ts'

/**
 * Puts a plugin's (or a lazily loaded part's) stylesheet into the document once, under its own
 * name, before layout, after the modal's own (a constructable stylesheet: strict-CSP pages take
 * it). Style it with the theme's `--pc-*` tokens and logical properties.
 */
export function usePartStyles(name: string, css: string): void {
  useInsertionEffect(() => adoptStyleSheet(document, name, css), [name, css])
}
