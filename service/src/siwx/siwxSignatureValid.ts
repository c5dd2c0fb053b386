import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { createPublicClient, http, isAddress, isHex, verifyMessage } from 'viem'
import type { IndexedChain } from '../index/IndexedChain.ts'

function solanaSignatureValid(message: string, signature: string, address: string): boolean {
  try {
    const signatureBytes = base58.decode(signature)
    const publicKey = base58.decode(address)
    if (signatureBytes.length !== 64 || publicKey.length !== 32) return false
    return ed25519.verify(signatureBytes, new TextEncoder().encode(message), publicKey)
  } catch {
    return false
  }
}

/**
 * Whether the account on the CAIP-2 network signed the message: eip155 by viem's `verifyMessage`,
 * through the chain's RPC when the service has the chain (so ERC-1271 and ERC-6492 accounts
 * verify), else EOAs only; solana by ed25519 over the UTF-8 text. Other namespaces: false.
 */
export async function siwxSignatureValid(chains: readonly IndexedChain[], network: string, address: string, message: string, signature: string): Promise<boolean> {
  const [namespace, reference] = network.split(':')
  if (namespace === 'solana') return solanaSignatureValid(message, signature, address)
  if (namespace !== 'eip155' || !isAddress(address) || !isHex(signature)) return false
  const chain = chains.find((each) => String(each.chainId) === reference)
  try {
    if (!chain) return await verifyMessage({ address, message, signature })
    return await createPublicClient({ transport: http(chain.rpcUrl) }).verifyMessage({ address, message, signature })
  } catch {
    return false
  }
}
