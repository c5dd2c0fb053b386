import jsQR from 'jsqr'
import type { Locator } from 'playwright-core'

/**
 * Reads the QR code an `<svg>` draws as a phone camera would see it: the page rasterises the
 * SVG on a canvas and hands over its pixels, which jsQR decodes. Undefined when it does not read.
 */
export async function readQrCode(svg: Locator): Promise<string | undefined> {
  const { width, height, pixels } = await svg.evaluate(async (element) => {
    const size = 400
    const image = new Image()
    const markup = new XMLSerializer().serializeToString(element)
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = size
    canvas.height = size
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No 2D canvas')
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, size, size)
    context.drawImage(image, 0, 0, size, size)
    return { width: size, height: size, pixels: Array.from(context.getImageData(0, 0, size, size).data) }
  })
  return jsQR(Uint8ClampedArray.from(pixels), width, height)?.data
}
