import type { AuthenticatedMessage } from '@portico/kernel/extend'
import { formatMessage, getDidAddress, getDidChainId } from '@walletconnect/utils'

/** One CAIP-122 object a wallet returns from WalletConnect's authenticate: payload and signature. */
interface Cacao {
  p: { iss: string } & Parameters<typeof formatMessage>[0]
  s: { s: string }
}

/**
 * The messages a wallet signed during WalletConnect's one-click auth: for each CAIP-122 object
 * its account and chain (from the `did:pkh` issuer), the EIP-4361 text the wallet signed, its
 * signature, and the object itself. Objects without an eip155 issuer are left out.
 */
export function authenticatedMessages(cacaos: readonly unknown[]): AuthenticatedMessage[] {
  return cacaos.flatMap((candidate) => {
    const cacao = candidate as Cacao
    const iss = cacao?.p?.iss
    if (typeof iss !== 'string' || !iss.startsWith('did:pkh:eip155:') || typeof cacao.s?.s !== 'string') return []
    const address = getDidAddress(iss)
    const reference = getDidChainId(iss)
    if (!address || !reference) return []
    return [{ chainId: `eip155:${reference}`, address, message: formatMessage(cacao.p, iss), signature: cacao.s.s, cacao }]
  })
}
