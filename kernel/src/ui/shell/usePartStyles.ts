import { useInsertionEffect } from 'react'

/**
 * Puts a plugin's (or a lazily loaded part's) stylesheet into the document once, under its own
 * name (`<style data-portico-part="send">`), before layout. Style it with the theme's `--pc-*`
 * tokens and logical properties.
 */
export function usePartStyles(name: string, css: string): void {
  useInsertionEffect(() => {
    const selector = `style[data-portico-part="${CSS.escape(name)}"]`
    const existing = document.head.querySelector(selector)
    if (existing) {
      if (existing.textContent !== css) existing.textContent = css
      return
    }
    const style = document.createElement('style')
    style.setAttribute('data-portico-part', name)
    style.textContent = css
    document.head.append(style)
  }, [name, css])
}
