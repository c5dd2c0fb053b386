import type { CDPSession, Page } from 'playwright-core'

/** A node of Chromium's own accessibility tree (what a screen reader is given), ignored nodes left out. */
export interface AccessibleNode {
  role: string
  name: string
  /** On a live region's root: 'polite' or 'assertive'. */
  live?: string
  /** What the element shows on screen: a control's rendered text, or for a text field its visible label. */
  visibleText: () => Promise<string>
  children: AccessibleNode[]
}

/** The slice of CDP's `Accessibility.AXNode` read here. */
interface AXNode {
  nodeId: string
  ignored: boolean
  ignoredReasons?: { name: string }[]
  role?: { value?: unknown }
  name?: { value?: unknown }
  properties?: { name: string; value: { value?: unknown } }[]
  childIds?: string[]
  backendDOMNodeId?: number
}

// Runs in the page on the node's element: the text of its visible text nodes (a visually hidden
// part, clipped to a pixel, is not seen), or for a form field the text of its visible labels.
const visibleTextOf = `function () {
  const seen = (element) => {
    const box = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.clipPath !== 'inset(50%)'
  }
  const shown = (element) => { for (let at = element; at && at !== this.parentElement; at = at.parentElement) if (!seen(at) || at.getAttribute('aria-hidden') === 'true') return false; return true }
  if (this instanceof HTMLInputElement || this instanceof HTMLTextAreaElement || this instanceof HTMLSelectElement) {
    return [...(this.labels ?? [])].filter((label) => seen(label)).map((label) => label.innerText).join(' ')
  }
  const walker = document.createTreeWalker(this, NodeFilter.SHOW_TEXT)
  const parts = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.parentElement && shown(node.parentElement)) parts.push(node.textContent)
  return parts.join(' ')
}`

async function textOf(session: CDPSession, backendNodeId: number | undefined): Promise<string> {
  if (backendNodeId === undefined) return ''
  const { object } = await session.send('DOM.resolveNode', { backendNodeId })
  if (!object.objectId) return ''
  const { result } = await session.send('Runtime.callFunctionOn', { objectId: object.objectId, functionDeclaration: visibleTextOf, returnByValue: true })
  return typeof result.value === 'string' ? result.value : ''
}

/**
 * The page's accessibility tree as Chromium computes it (CDP `Accessibility.getFullAXTree`, which
 * goes through open shadow roots), its ignored nodes left out: roles, accessible names, live
 * regions, and each node's visible text on demand. With `besideOtherModal`, what another open modal
 * dialog hides is kept.
 */
export async function chromiumAccessibilityTree(page: Page, options: { besideOtherModal?: boolean } = {}): Promise<AccessibleNode[]> {
  const session = await page.context().newCDPSession(page)
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] }
  const byId = new Map(nodes.map((node) => [node.nodeId, node]))
  const build = (node: AXNode, parentLive: boolean): AccessibleNode[] => {
    const live = node.properties?.find((property) => property.name === 'live')?.value.value
    const isLive = typeof live === 'string' && live !== 'off'
    const children = (node.childIds ?? []).flatMap((id) => {
      const child = byId.get(id)
      return child ? build(child, isLive || parentLive) : []
    })
    // Hidden only because another modal dialog is open (the test wallet's prompt, which stands for
    // an extension's own window) counts as shown: it is what the user comes back to.
    const hiddenByOtherModal = node.ignoredReasons?.length === 1 && node.ignoredReasons[0]?.name === 'activeModalDialog'
    if (node.ignored && !(hiddenByOtherModal && options.besideOtherModal)) return children
    return [
      {
        role: String(node.role?.value ?? ''),
        name: String(node.name?.value ?? ''),
        ...(isLive && !parentLive ? { live: live as string } : {}),
        visibleText: () => textOf(session, node.backendDOMNodeId),
        children,
      },
    ]
  }
  const root = nodes[0]
  return root ? build(root, false) : []
}
