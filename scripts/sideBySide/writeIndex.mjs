import { writeFile } from 'node:fs/promises'

const views = [
  { id: 'connect', name: 'Connect' },
  { id: 'allWallets', name: 'All Wallets' },
  { id: 'account', name: 'Account' },
  { id: 'send', name: 'Send' },
  { id: 'swap', name: 'Swap' },
  { id: 'emailAccount', name: 'Account, e-mail login' },
]
const escape = (text) => String(text).replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`)

/** Writes `index.html` into the shots folder: per view and per shape and theme, the three products' cards side by side, each linking to its full page. */
export async function writeIndex(directory, products, shots, blocked) {
  const groups = [...new Set(shots.map((shot) => `${shot.shape} ${shot.theme}`))]
  const cell = (product, view, group) => {
    const shot = shots.find((item) => `${item.shape} ${item.theme}` === group && item.product === product.id && item.view === view.id)
    if (!shot) return `<td class="none">${escape(product.name)} has no ${escape(view.name)} view it shows without its cloud</td>`
    const card = shot.description?.card
    const size = card ? `${card.width}×${card.height} px${card.fullHeight > card.height ? ` (${card.fullHeight} px unscrolled)` : ''}` : 'no card found'
    const image = card ? `${shot.file}-card.png` : `${shot.file}.png`
    return `<td><a href="${shot.file}.png"><img src="${image}" alt="${escape(`${product.name}, ${view.name}, ${group}`)}" loading="lazy"></a><p>${size}${shot.note ? `. ${escape(shot.note)}` : ''}</p></td>`
  }
  const sections = views.map((view) => `
  <h2 id="${view.id}">${view.name}</h2>
  ${groups.map((group) => `<h3>${group}</h3>
  <table><tr>${products.map((product) => `<th>${escape(product.name)}</th>`).join('')}</tr>
  <tr>${products.map((product) => cell(product, view, group)).join('')}</tr></table>`).join('\n  ')}`)
  const refused = products.map((product) => `<li>${escape(product.name)}: ${Object.entries(blocked[product.id] ?? {}).map(([host, { count, paths }]) => `${escape(host)} (${count}: ${paths.map(escape).join(', ')})`).join('; ') || 'nothing'}</li>`).join('')
  await writeFile(
    `${directory}index.html`,
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portico, AppKit and RainbowKit side by side</title>
<style>
  body { font: 14px system-ui, sans-serif; margin: 24px; background: #888; }
  table { border-spacing: 16px 0; }
  th { text-align: start; }
  td { vertical-align: top; width: 440px; }
  td img { max-width: 420px; display: block; }
  td.none { color: #222; font-style: italic; }
  nav a { margin-inline-end: 12px; }
</style></head><body>
<h1>Portico, Reown AppKit and RainbowKit side by side</h1>
<p>Written by <code>npm run side-by-side</code> (scripts/sideBySide/shoot.mjs). Each image is the modal's card; click it for the whole page.</p>
<nav>${views.map((view) => `<a href="#${view.id}">${view.name}</a>`).join('')}</nav>
<p>Requests refused (off loopback), by host: how many, and the first paths:</p><ul>${refused}</ul>
${sections.join('\n')}
</body></html>
`,
  )
}
