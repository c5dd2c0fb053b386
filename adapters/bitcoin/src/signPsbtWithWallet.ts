import { decode } from '@portico/kernel/extend'
import { base64 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { BitcoinSignAndSendOutput } from './BitcoinSignAndSendOutput.ts'
import { BitcoinSignTransactionOutput } from './BitcoinSignTransactionOutput.ts'
import { InvalidParamsError, RpcInternalError, UnauthorizedError, UnsupportedMethodError } from './errors.ts'
import type { SignPsbtParameters } from './SignPsbtParameters.ts'
import { throughProviderErrors } from './throughProviderErrors.ts'
import { toBase64 } from './toBase64.ts'
import { walletFeature } from './walletFeature.ts'
import type { BitcoinInputToSign, BitcoinSigHashFlag, BitcoinSignTransactionInput } from './walletFeature.ts'

// SIGHASH types by number (BIP-143); 0 is taproot's default, left to the wallet.
const sigHashFlags = new Map<number, BitcoinSigHashFlag>([
  [0x01, 'ALL'],
  [0x02, 'NONE'],
  [0x03, 'SINGLE'],
  [0x81, 'ALL|ANYONECANPAY'],
  [0x82, 'NONE|ANYONECANPAY'],
  [0x83, 'SINGLE|ANYONECANPAY'],
])

function psbtBytes(text: string): Uint8Array {
  try {
    return base64.decode(text)
  } catch {
    throw new InvalidParamsError('The PSBT is not base64')
  }
}

// The inputs to sign grouped by account and SIGHASH flag (the first allowed type), as the Wallet Standard takes them.
function inputsToSign(signInputs: SignPsbtParameters['signInputs'], accountOf: (address: string) => WalletAccount | undefined): BitcoinInputToSign[] {
  const groups = new Map<string, BitcoinInputToSign>()
  for (const { address, index, sighashTypes = [] } of signInputs) {
    const account = accountOf(address)
    if (!account) throw new UnauthorizedError(`Not an account of this connection: ${address}`)
    const [type] = sighashTypes
    const sigHash = type === undefined || type === 0 ? undefined : sigHashFlags.get(type)
    if (type !== undefined && type !== 0 && sigHash === undefined) throw new InvalidParamsError(`Unknown SIGHASH type: ${type}`)
    const key = `${address} ${sigHash ?? ''}`
    const group = groups.get(key) ?? { account, signingIndexes: [], ...(sigHash ? { sigHash } : {}) }
    group.signingIndexes.push(index)
    groups.set(key, group)
  }
  return [...groups.values()]
}

/**
 * Signs a PSBT with the connection's wallet through `bitcoin:signTransaction` (resolving the
 * signed PSBT as base64) or, with `broadcast`, signs and sends it through
 * `bitcoin:signAndSendTransaction` (resolving the txid; the PSBT is given back as it was passed,
 * since the wallet keeps the signed one). A wallet without the feature is 4200.
 */
export async function signPsbtWithWallet(
  wallet: Wallet,
  accountOf: (address: string) => WalletAccount | undefined,
  chain: string,
  parameters: SignPsbtParameters,
): Promise<{ psbt: string; txid?: string }> {
  const input: BitcoinSignTransactionInput = { psbt: psbtBytes(parameters.psbt), inputsToSign: inputsToSign(parameters.signInputs, accountOf), chain }
  if (parameters.broadcast) {
    const feature = walletFeature(wallet, 'bitcoin:signAndSendTransaction')
    if (typeof feature?.signAndSendTransaction !== 'function') throw new UnsupportedMethodError('bitcoin:signAndSendTransaction')
    const signAndSend = feature.signAndSendTransaction
    const decoded = decode(BitcoinSignAndSendOutput, await throughProviderErrors(() => signAndSend(input)))
    if (!decoded.ok) throw new RpcInternalError(`The wallet's signAndSendTransaction answer is not [{ txId }]: ${decoded.error}`)
    const [first] = decoded.value
    if (!first) throw new RpcInternalError('The wallet returned no transaction id')
    return { psbt: parameters.psbt, txid: first.txId }
  }
  const feature = walletFeature(wallet, 'bitcoin:signTransaction')
  if (typeof feature?.signTransaction !== 'function') throw new UnsupportedMethodError('bitcoin:signTransaction')
  const signTransaction = feature.signTransaction
  const decoded = decode(BitcoinSignTransactionOutput, await throughProviderErrors(() => signTransaction(input)))
  if (!decoded.ok) throw new RpcInternalError(`The wallet's signTransaction answer is not [{ signedPsbt }]: ${decoded.error}`)
  const [first] = decoded.value
  if (!first) throw new RpcInternalError('The wallet returned no PSBT')
  return { psbt: toBase64(Uint8Array.from(first.signedPsbt)) }
}
