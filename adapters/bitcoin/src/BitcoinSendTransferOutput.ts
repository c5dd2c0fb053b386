import * as t from 'io-ts'

/** What a wallet's own `bitcoin:sendTransfer` resolves: the transaction id. */
export const BitcoinSendTransferOutput = t.type({ txid: t.string }, 'a sendTransfer output { txid }')
/** A sendTransfer output as checked. */
export type BitcoinSendTransferOutput = t.TypeOf<typeof BitcoinSendTransferOutput>
