import { decode } from '@portico/kernel/extend'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { BitcoinSignMessageOutput } from './BitcoinSignMessageOutput.ts'
import { RpcInternalError, UnsupportedMethodError } from './errors.ts'
import { throughProviderErrors } from './throughProviderErrors.ts'
import { toBase64 } from './toBase64.ts'
import { walletFeature } from './walletFeature.ts'

/**
 * Signs a message with a wallet account through `bitcoin:signMessage`; resolves the signature as
 * base64 (bytes are encoded, text is taken as the wallet's own base64).
 */
export async function signWithWallet(wallet: Wallet, account: WalletAccount, message: Uint8Array): Promise<string> {
  const feature = walletFeature(wallet, 'bitcoin:signMessage')
  if (typeof feature?.signMessage !== 'function') throw new UnsupportedMethodError('bitcoin:signMessage')
  const signMessage = feature.signMessage
  const output = await throughProviderErrors(() => signMessage({ account, message }))
  const decoded = decode(BitcoinSignMessageOutput, output)
  if (!decoded.ok) throw new RpcInternalError(`The wallet's signMessage answer is not [{ signature }]: ${decoded.error}`)
  const [first] = decoded.value
  if (!first) throw new RpcInternalError('The wallet returned no signature')
  return typeof first.signature === 'string' ? first.signature : toBase64(Uint8Array.from(first.signature))
}
