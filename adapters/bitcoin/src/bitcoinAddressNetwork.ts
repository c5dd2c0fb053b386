import { sha256 } from '@noble/hashes/sha2'
import { base58check, bech32, bech32m } from '@scure/base'

/** Which Bitcoin network an address belongs to. */
export type BitcoinAddressNetwork = 'mainnet' | 'testnet'

const base58Versions: Record<number, BitcoinAddressNetwork> = { 0x00: 'mainnet', 0x05: 'mainnet', 0x6f: 'testnet', 0xc4: 'testnet' }
const humanParts: Record<string, BitcoinAddressNetwork> = { bc: 'mainnet', tb: 'testnet' }
const base58 = base58check(sha256)

function segwitNetwork(address: string): BitcoinAddressNetwork | undefined {
  const lower = address.toLowerCase()
  if (address !== lower && address !== address.toUpperCase()) return undefined
  const version = bech32m.decodeUnsafe(lower, 90) ?? bech32.decodeUnsafe(lower, 90)
  if (!version) return undefined
  const network = humanParts[version.prefix]
  const [witnessVersion, ...words] = version.words
  if (!network || witnessVersion === undefined || witnessVersion > 16) return undefined
  // BIP-350: version 0 programs use bech32, later versions bech32m.
  const checksum = witnessVersion === 0 ? bech32 : bech32m
  if (!checksum.decodeUnsafe(lower, 90)) return undefined
  const program = bech32.fromWordsUnsafe(words)
  if (!program || program.length < 2 || program.length > 40) return undefined
  if (witnessVersion === 0 && program.length !== 20 && program.length !== 32) return undefined
  return network
}

/**
 * The network of a Bitcoin address, or undefined when it is not one: bech32 (witness v0) and
 * bech32m (v1+) for bc1/tb1, base58check for 1, 3 (mainnet) and m, n, 2 (testnet).
 */
export function bitcoinAddressNetwork(address: string): BitcoinAddressNetwork | undefined {
  if (/^(bc|tb)1/i.test(address)) return segwitNetwork(address)
  try {
    const payload = base58.decode(address)
    return payload.length === 21 ? base58Versions[payload[0] as number] : undefined
  } catch {
    return undefined
  }
}
