/** An EVM chain id as a number, from what the frame or a wallet call gives (1, '1', '0x1', 'eip155:1'); undefined when it is none. */
export function toEvmChainNumber(chainId: unknown): number | undefined {
  if (typeof chainId === 'number') return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
  if (typeof chainId !== 'string') return undefined
  const bare = chainId.startsWith('eip155:') ? chainId.slice('eip155:'.length) : chainId
  if (!/^(?:0x[0-9a-fA-F]{1,15}|[0-9]{1,16})$/.test(bare)) return undefined
  return toEvmChainNumber(Number(bare))
}
