/**
 * Runs in the page (`page.evaluate(describeCard, rootSelector)`): finds the modal's card under the
 * first element matching `rootSelector` (the first opaque box at least 200×40 px, walking into
 * open shadow roots), and describes it: its box, the height it would need to show everything
 * without scrolling (`fullHeight`: its height plus what its scrolled parts hide), every visible
 * text with its computed type, the images' sizes, and the backdrop behind it (what covers the viewport between the card and body).
 */
export function describeCard(rootSelector) {
  const children = (element) => [...(element.shadowRoot?.children ?? []), ...element.children]
  const opaque = (color) => {
    const match = /rgba?\(([^)]+)\)/.exec(color)
    if (!match) return false
    const parts = match[1].split(/[ ,/]+/).filter(Boolean)
    return parts.length < 4 || Number(parts[3]) >= 0.9
  }
  const findDeep = (selector, from = document) => {
    const direct = from.querySelector(selector)
    if (direct) return direct
    for (const element of from.querySelectorAll('*')) {
      const found = element.shadowRoot && findDeep(selector, element.shadowRoot)
      if (found) return found
    }
    return null
  }
  const root = findDeep(rootSelector)
  if (!root) return null
  const queue = [root]
  let card = null
  while (queue.length > 0 && !card) {
    const element = queue.shift()
    const box = element.getBoundingClientRect()
    if (opaque(getComputedStyle(element).backgroundColor) && box.width >= 200 && box.height >= 40) card = element
    else queue.push(...children(element))
  }
  if (!card) return null
  const cardBox = card.getBoundingClientRect()
  const texts = []
  const images = []
  const visit = (node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent.trim()
      if (!text) return
      const range = document.createRange()
      range.selectNodeContents(node)
      const box = range.getBoundingClientRect()
      if (box.width === 0 || box.bottom < cardBox.top || box.top > cardBox.bottom) return
      // Visually hidden headings (a 1 px clipped box) are for screen readers only.
      const holder = node.parentElement.getBoundingClientRect()
      if (holder.width <= 2 || holder.height <= 2) return
      // Text slotted into a web component (AppKit's wui-text) takes its type from the slot.
      const style = getComputedStyle(node.assignedSlot ?? node.parentElement)
      texts.push({
        text: text.slice(0, 48),
        top: Math.round(box.top - cardBox.top),
        size: style.fontSize,
        weight: style.fontWeight,
        lineHeight: style.lineHeight,
        letterSpacing: style.letterSpacing,
        transform: style.textTransform,
        color: style.color,
        family: style.fontFamily.split(',')[0].trim(),
      })
      return
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return
    const tag = node.localName
    if (tag === 'img' || (tag === 'svg' && !node.parentElement?.closest('svg'))) {
      const box = node.getBoundingClientRect()
      if (box.width >= 12 && box.height >= 12 && box.bottom > cardBox.top && box.top < cardBox.bottom) {
        images.push({ tag, width: Math.round(box.width), height: Math.round(box.height), top: Math.round(box.top - cardBox.top), radius: getComputedStyle(node).borderRadius })
      }
      if (tag === 'svg') return
    }
    if (node.shadowRoot) for (const child of node.shadowRoot.childNodes) visit(child)
    for (const child of node.childNodes) visit(child)
  }
  visit(card)
  const backdrop = []
  for (let element = card; element && element !== document.body; element = element.parentElement ?? element.getRootNode().host) {
    const style = getComputedStyle(element)
    const box = element.getBoundingClientRect()
    const covers = box.width >= innerWidth - 1 && box.height >= innerHeight - 1
    if (covers && (style.backdropFilter !== 'none' || !/rgba\(0, 0, 0, 0\)|transparent/.test(style.backgroundColor))) {
      backdrop.push({ element: element.localName + (element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''), background: style.backgroundColor, backdropFilter: style.backdropFilter })
    }
  }
  let hidden = 0
  const measureScroll = (element) => {
    if (element.scrollHeight > element.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(element).overflowY)) hidden = Math.max(hidden, element.scrollHeight - element.clientHeight)
    for (const child of children(element)) measureScroll(child)
  }
  measureScroll(card)
  const cardStyle = getComputedStyle(card)
  return {
    card: { x: Math.round(cardBox.x), y: Math.round(cardBox.y), width: Math.round(cardBox.width), height: Math.round(cardBox.height), fullHeight: Math.round(cardBox.height + hidden), radius: cardStyle.borderRadius, background: cardStyle.backgroundColor, element: card.localName },
    texts,
    images,
    backdrop,
  }
}
