import type { Wallet } from '@portico/kernel/extend'
import { storyImage } from './storyImage.ts'

const first = ['Amber', 'Birch', 'Cobalt', 'Delta', 'Ember', 'Fjord', 'Garnet', 'Harbor', 'Indigo', 'Juniper', 'Kestrel', 'Lantern']
const second = ['Wallet', 'Vault', 'Keys', 'Pocket', 'Safe']

/**
 * The fixed wallet registry of the stories: 60 fictional wallets, each with an inline image.
 * Harbor Wallet and Lantern Wallet are also the story connectors' announced wallets.
 */
export const storyWallets: Wallet[] = second.flatMap((suffix, row) =>
  first.map((prefix, column): Wallet => {
    const index = row * first.length + column + 1
    const name = `${prefix} ${suffix}`
    return {
      id: `story-wallet-${String(index).padStart(2, '0')}`,
      name,
      rdns: `dev.portico.${prefix.toLowerCase()}-${suffix.toLowerCase()}`,
      image_url: storyImage(name, index * 37),
    }
  }),
)
