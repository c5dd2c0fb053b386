/**
 * Makes every child of `body` except the one holding `keep` inert (unreachable by pointer,
 * keyboard and assistive technology); returns the function that undoes exactly that. An element
 * marked `data-portico-overlay` (the secure frame while it asks the user something) is left alone.
 */
export function makePageInert(keep: Element): () => void {
  let own: Element = keep
  while (own.parentElement && own.parentElement !== document.body) own = own.parentElement
  const madeInert: Element[] = []
  for (const element of document.body.children) {
    if (element === own || element.hasAttribute('inert') || element.hasAttribute('data-portico-overlay') || element instanceof HTMLScriptElement || element instanceof HTMLStyleElement) continue
    element.setAttribute('inert', '')
    madeInert.push(element)
  }
  return () => {
    for (const element of madeInert) element.removeAttribute('inert')
  }
}
