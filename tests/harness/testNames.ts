import type { Address } from 'viem'

/** A name the harness's TestNameResolver knows: its owner (an anvil default account) and avatar. */
export interface TestName {
  name: string
  owner: Address
  avatar: string
}

// Base64 data URLs: an avatar record that is on chain, so nothing is fetched to show it.
const avatar = (initial: string, hue: number) =>
  `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(${hue} 70% 45%)"/><text x="32" y="42" font-size="30" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`).toString('base64')}`

/** The names the harness resolves on its chains (not ENS: a local stand-in answering ENS's calls). */
export const testNames: readonly TestName[] = [
  { name: 'alice.portico', owner: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', avatar: avatar('A', 280) },
  { name: 'bob.portico', owner: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f', avatar: avatar('B', 150) },
]
