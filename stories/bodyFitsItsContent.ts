/**
 * Whether the dialog's body under `root` has taken its content's height: AnimatedHeight sets it
 * from a ResizeObserver, a frame (more on a loaded machine) after the content changed. True when
 * there is no dialog body.
 */
export function bodyFitsItsContent(root: HTMLElement): boolean {
  const body = root.querySelector<HTMLElement>('.pc-body')
  const content = body?.querySelector<HTMLElement>('.pc-body-content')
  if (!body || !content) return true
  return body.style.blockSize === `${Math.ceil(content.getBoundingClientRect().height)}px`
}
