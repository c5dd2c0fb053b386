// Where Portico's stylesheets go: the page, or a web component's shadow root.
type StyleRoot = Document | ShadowRoot

interface AdoptedSheet {
  sheet: CSSStyleSheet
  css: string
}

// By root, then by name in the order they came; the modal's own (`''`) is always first.
const adopted = new WeakMap<StyleRoot, Map<string, AdoptedSheet>>()

function constructable(root: StyleRoot): boolean {
  return 'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype
}

/** Before constructable stylesheets (Safari < 16.4): a `<style>` element, which a strict CSP drops. */
function styleElementFallback(root: StyleRoot, name: string, css: string): void {
  const page = 'head' in root ? root : root.ownerDocument
  const parent = 'head' in root ? root.head : root
  const selector = name === '' ? 'style[data-portico]' : `style[data-portico-part="${CSS.escape(name)}"]`
  let style = parent.querySelector(selector)
  if (!style) {
    style = page.createElement('style')
    if (name === '') style.setAttribute('data-portico', '')
    else style.setAttribute('data-portico-part', name)
    if (name === '') parent.insertBefore(style, parent.querySelector('style[data-portico-part]'))
    else parent.append(style)
  }
  if (style.textContent !== css) style.textContent = css
}

/**
 * Puts a stylesheet of Portico's into `root` once under its name (`''` for the modal's own, which
 * goes ahead of every part's), or updates it: a constructable stylesheet in `adoptedStyleSheets`,
 * so a page whose Content-Security-Policy allows no inline style (`style-src 'self'`) styles the
 * modal all the same. The page's own adopted sheets stay, ahead of Portico's.
 */
export function adoptStyleSheet(root: StyleRoot, name: string, css: string): void {
  if (!constructable(root)) return styleElementFallback(root, name, css)
  const known = adopted.get(root) ?? new Map<string, AdoptedSheet>()
  const ours = new Set([...known.values()].map((entry) => entry.sheet))
  let entry = known.get(name)
  if (!entry) entry = { sheet: new CSSStyleSheet(), css: '' }
  if (entry.css !== css) entry.sheet.replaceSync(css)
  entry.css = css
  const sheets = name === '' ? new Map([[name, entry], ...known]) : new Map([...known, [name, entry]])
  adopted.set(root, sheets)
  // Also when the page replaced the list meanwhile (frameworks assign it whole): ours come back.
  const current = root.adoptedStyleSheets
  const wanted = [...current.filter((sheet) => !ours.has(sheet)), ...[...sheets.values()].map((each) => each.sheet)]
  if (wanted.length !== current.length || wanted.some((sheet, index) => sheet !== current[index])) root.adoptedStyleSheets = wanted
}
