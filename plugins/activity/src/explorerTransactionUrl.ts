import type { Network } from '@portico/kernel'

/**
 * The link to a transaction on the network's default block explorer (`{url}/tx/{hash}`), only
 * for an http(s) explorer URL with a host and a hash of 0x and 64 hex digits (SPEC §5); else undefined.
 */
export function explorerTransactionUrl(network: Network | undefined, hash: string): string | undefined {
  const base = network?.blockExplorers?.default?.url
  if (!base || !/^0x[0-9a-fA-F]{64}$/.test(hash)) return undefined
  let url: URL
  try {
    url = new URL(`${base.replace(/\/+$/, '')}/tx/${hash}`)
  } catch {
    return undefined
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && url.username === '' && url.password === '' ? url.toString() : undefined
}
