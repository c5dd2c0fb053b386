/**
 * An inline SVG image as a data URL: a rounded tile in a hue with up to two letters. Stories
 * load no image from the network, and every image is the same on every run.
 */
export function storyImage(label: string, hue: number): string {
  const letters = label.replace(/[^A-Za-z0-9]/g, '').slice(0, 2).toUpperCase()
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="24" fill="hsl(${hue % 360} 62% 42%)"/>` +
    `<text x="48" y="60" font-family="sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text>` +
    `</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
