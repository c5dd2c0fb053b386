/** A new `tag` element with `properties` set and `children` appended: the page builds its forms with DOM calls (its CSP allows no inline script or string-to-HTML sink). */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, properties: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const made = Object.assign(document.createElement(tag), properties)
  made.append(...children)
  return made
}
