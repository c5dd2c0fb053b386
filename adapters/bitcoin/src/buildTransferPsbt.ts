import { Address, NETWORK, OutScript, p2sh, p2wpkh, selectUTXO, TEST_NETWORK } from '@scure/btc-signer'
import type { BitcoinUtxos } from './BitcoinUtxos.ts'
import { InvalidInputError, InvalidParamsError, UnsupportedMethodError } from './errors.ts'

/** What a transfer is built from: the payer's address and public key, its unspent outputs, the recipient, the amount and the fee rate. */
export interface TransferPlan {
  from: string
  publicKey: Uint8Array
  utxos: BitcoinUtxos
  recipient: string
  amount: bigint
  feeRate: bigint
  testnet: boolean
}

/** A transfer ready for the wallet: the unsigned PSBT and the indexes of its inputs (all the payer's). */
export interface TransferPsbt {
  psbt: Uint8Array
  signingIndexes: number[]
}

// How an output of the payer's address is spent, as btc-signer's coin selection needs to know it.
function spendingOf(from: string, publicKey: Uint8Array, network: typeof NETWORK): { script: Uint8Array; redeemScript?: Uint8Array } {
  const decoded = Address(network).decode(from)
  if (decoded.type === 'wpkh') return { script: OutScript.encode(decoded) }
  if (decoded.type === 'sh' && publicKey.length === 33) {
    const nested = p2sh(p2wpkh(publicKey, network), network)
    if (nested.address === from && nested.redeemScript) return { script: nested.script, redeemScript: nested.redeemScript }
  }
  throw new UnsupportedMethodError(`sendTransfer builds transactions from P2WPKH or P2SH-P2WPKH payment addresses, not ${from}`)
}

/**
 * Builds the PSBT of a transfer with @scure/btc-signer: the payer's unspent outputs selected to
 * pay `amount` to the recipient and the fee at `feeRate` sat/vB, the change back to the payer
 * (none when it would be dust). A recipient that is not an address of the network is -32602, too
 * little to pay amount and fee -32000.
 */
export function buildTransferPsbt(plan: TransferPlan): TransferPsbt {
  const network = plan.testnet ? TEST_NETWORK : NETWORK
  try {
    Address(network).decode(plan.recipient)
  } catch {
    throw new InvalidParamsError(`Not a ${plan.testnet ? 'testnet' : 'mainnet'} Bitcoin address: ${plan.recipient}`)
  }
  const spending = spendingOf(plan.from, plan.publicKey, network)
  const inputs = plan.utxos.map(({ txid, vout, value }) => ({
    txid,
    index: vout,
    witnessUtxo: { script: spending.script, amount: BigInt(value) },
    ...(spending.redeemScript ? { redeemScript: spending.redeemScript } : {}),
  }))
  const selected = selectUTXO(inputs, [{ address: plan.recipient, amount: plan.amount }], 'default', {
    changeAddress: plan.from,
    feePerByte: plan.feeRate,
    bip69: true,
    createTx: true,
    network,
  })
  if (!selected?.tx) {
    const total = plan.utxos.reduce((sum, { value }) => sum + BigInt(value), 0n)
    throw new InvalidInputError(`Not enough funds: ${total} satoshis cannot pay ${plan.amount} and the fee at ${plan.feeRate} sat/vB`)
  }
  return { psbt: selected.tx.toPSBT(), signingIndexes: Array.from({ length: selected.tx.inputsLength }, (_, index) => index) }
}
