import { useInsertionEffect } from 'react'
import { adoptStyleSheet } from './adoptStyleSheet.ts'

/**
 * Puts the modal's stylesheet into the document once, before layout, and ahead of the parts'
 * stylesheets (`usePartStyles`): its reset against the host's CSS must come before every rule of
 * the modal, which wins over it by coming later. A constructable stylesheet: strict-CSP pages take it.
 */
export function useDocumentStyles(css: string): void {
  useInsertionEffect(() => adoptStyleSheet(document, '', css), [css])
}
