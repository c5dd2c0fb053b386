import type { RegistryWallet } from './RegistryWallet.ts'

const firstWords = [
  'Aurora', 'Beacon', 'Cobalt', 'Drift', 'Ember', 'Fable', 'Granite', 'Harbor', 'Indigo', 'Juniper',
  'Kestrel', 'Lumen', 'Meadow', 'Nimbus', 'Orbit', 'Pebble', 'Quartz', 'Rain', 'Summit', 'Tidal',
]
const secondWords = ['Wallet', 'Vault', 'Pay', 'Keys', 'Safe', 'Purse', 'Pocket', 'Chest', 'Coin', 'Pass', 'Link', 'One', 'Hub', 'Box', 'Mint', 'Nest']

/** How many wallets have a two-word name: every pair of a first and a second word. */
const pairCount = firstWords.length * secondWords.length

/**
 * A sample registry of `count` made-up wallets, always the same ones in the same order, whose
 * names pair a first and a second word ("Rain Wallet", "Ember Keys"; past 320 a number follows).
 * Ids are the names' slugs, links use the reserved `.example` domain, and images are the
 * service's own (`{serviceUrl}/images/wallets/{id}.svg`), so nothing points off the machine.
 */
export function sampleWallets(count: number, serviceUrl: string): RegistryWallet[] {
  const base = serviceUrl.replace(/\/+$/, '')
  return Array.from({ length: count }, (_, index) => {
    // Pairs are spread so that neighbouring wallets differ in both words; each pair comes once per round.
    const position = index % pairCount
    const first = firstWords[position % firstWords.length] ?? ''
    const round = Math.floor(position / firstWords.length)
    const second = secondWords[(round + position) % secondWords.length] ?? ''
    const cycle = Math.floor(index / pairCount)
    const name = cycle === 0 ? `${first} ${second}` : `${first} ${second} ${cycle + 1}`
    const id = name.toLowerCase().replace(/ /g, '-')
    const scheme = id.replace(/-/g, '')
    return {
      id,
      name,
      rdns: `example.${id}`,
      homepage: `https://${id}.example`,
      mobile_link: `${scheme}://`,
      desktop_link: `${scheme}-desktop://`,
      image_url: `${base}/images/wallets/${id}.svg`,
    }
  })
}
