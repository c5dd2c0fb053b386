import type { HarnessWallet } from './HarnessWallet.ts'

const firstWords = [
  'Aurora', 'Beacon', 'Cobalt', 'Drift', 'Ember', 'Fable', 'Granite', 'Harbor', 'Indigo', 'Juniper',
  'Kestrel', 'Lumen', 'Meadow', 'Nimbus', 'Orbit', 'Pebble', 'Quartz', 'Rain', 'Summit', 'Tidal',
]
const secondWords = ['Wallet', 'Vault', 'Pay', 'Keys', 'Safe', 'Purse', 'Pocket', 'Chest', 'Coin', 'Pass', 'Link', 'One', 'Hub', 'Box', 'Mint', 'Nest']

/** How many wallets the registry holds: every pair of a first and a second word. */
const walletCount = firstWords.length * secondWords.length

/**
 * The harness's wallet registry: 320 made-up wallets, always the same ones in the same order,
 * whose names pair a first and a second word ("Rain Wallet", "Ember Keys"). Ids are the names'
 * slugs, links use the reserved `.example` domain, and images are served by the project
 * service at `serviceUrl`, so nothing points off the machine.
 */
export function generateWallets(serviceUrl: string): HarnessWallet[] {
  const base = serviceUrl.replace(/\/+$/, '')
  return Array.from({ length: walletCount }, (_, index) => {
    // Pairs are spread so that neighbouring wallets differ in both words; each pair comes once.
    const first = firstWords[index % firstWords.length]!
    const round = Math.floor(index / firstWords.length)
    const second = secondWords[(round + index) % secondWords.length]!
    const name = `${first} ${second}`
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
