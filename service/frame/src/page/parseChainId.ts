/** A chain the frame knows how to address: an EVM chain id or a Solana network reference. */
export type ParsedChainId = { namespace: 'eip155'; id: number } | { namespace: 'solana'; reference: string }

/** Reads a frame chain id: a number, a decimal string or 0x hex is EVM; any other string is a Solana reference (`localnet`). */
export function parseChainId(chainId: string | number): ParsedChainId {
  if (typeof chainId === 'number') return { namespace: 'eip155', id: chainId }
  if (/^\d+$/.test(chainId) || /^0x[0-9a-f]+$/i.test(chainId)) return { namespace: 'eip155', id: Number(chainId) }
  return { namespace: 'solana', reference: chainId }
}
