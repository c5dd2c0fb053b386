import { useInsertionEffect } from 'react'

/** Puts the modal's stylesheet into the document once (`<style data-portico>`), before layout. */
export function useDocumentStyles(css: string): void {
  useInsertionEffect(() => {
    const existing = document.head.querySelector('style[data-portico]')
    if (existing) {
      if (existing.textContent !== css) existing.textContent = css
      return
    }
    const style = document.createElement('style')
    style.setAttribute('data-portico', '')
    style.textContent = css
    document.head.append(style)
  }, [css])
}
