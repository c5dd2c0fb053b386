import { useInsertionEffect } from 'react'

/**
 * Puts the modal's stylesheet into the document once (`<style data-portico>`), before layout, and
 * ahead of the parts' stylesheets (`usePartStyles`): its reset against the host's CSS must come
 * before every rule of the modal, which wins over it by coming later.
 */
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
    // A part rendered in the same commit (inline in Storybook) inserted its styles first.
    document.head.insertBefore(style, document.head.querySelector('style[data-portico-part]'))
  }, [css])
}
