import type { Page } from 'playwright-core'

/**
 * The pixels that differ between two screenshots of the dialog, decoded by the browser; the corners
 * outside its rounded border (`radius` px) and the outermost ring of pixels are left out, as they show
 * the page behind the backdrop: the dialog's edge sits at a fraction of a pixel and blends what is
 * behind it, which the backdrop's blur spreads from whatever the host page draws there.
 * Anti-aliasing tolerance: a pixel differs when a channel differs by more than 8 of 255. Chromium
 * (software raster) draws a few edge pixels of an icon ±1–3 apart between two opens of the same
 * page, host rules or not; a moved or restyled element differs by far more, over many pixels.
 * `where` (when some differ) is the box they lie in.
 */
export async function differingPixels(page: Page, first: Buffer, second: Buffer, radius: number): Promise<{ size: string; differing: number; where?: string }> {
  return page.evaluate(
    async ({ first, second, radius }) => {
      const decode = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob())
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
        const context = canvas.getContext('2d')
        if (!context) throw new Error('No 2D canvas')
        context.drawImage(bitmap, 0, 0)
        return context.getImageData(0, 0, bitmap.width, bitmap.height)
      }
      const [a, b] = await Promise.all([decode(first), decode(second)])
      const size = `${a.width}×${a.height} and ${b.width}×${b.height}`
      if (a.width !== b.width || a.height !== b.height) return { size, differing: -1 }
      const outsideCorner = (x: number, y: number) => {
        const dx = x < radius ? radius - x : x >= a.width - radius ? x - (a.width - radius - 1) : 0
        const dy = y < radius ? radius - y : y >= a.height - radius ? y - (a.height - radius - 1) : 0
        return dx > 0 && dy > 0 && Math.hypot(dx, dy) > radius - 2
      }
      let differing = 0
      // The box the differing pixels lie in, for a failure's message.
      let [left, top, right, bottom] = [a.width, a.height, -1, -1]
      for (let y = 0; y < a.height; y += 1) {
        for (let x = 0; x < a.width; x += 1) {
          if (outsideCorner(x, y) || x === 0 || y === 0 || x === a.width - 1 || y === a.height - 1) continue
          const index = (y * a.width + x) * 4
          let channel = 0
          while (channel < 4 && Math.abs((a.data[index + channel] ?? 0) - (b.data[index + channel] ?? 0)) <= 8) channel += 1
          if (channel < 4) {
            differing += 1
            ;[left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)]
          }
        }
      }
      return differing === 0 ? { size, differing } : { size, differing, where: `${right - left + 1}×${bottom - top + 1} px at (${left}, ${top}) of ${a.width}×${a.height}` }
    },
    { first: first.toString('base64'), second: second.toString('base64'), radius },
  )
}
