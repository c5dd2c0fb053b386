import * as t from 'io-ts'

const Satoshis = t.refinement(t.string, (amount) => /^[1-9][0-9]{0,15}$/.test(amount), 'a positive whole number of satoshis as text')

/** What a host passes to `sendTransfer` (AppKit's BitcoinConnector): the recipient's address and the amount in satoshis, as text. */
export const SendTransferParameters = t.type({ recipient: t.string, amount: Satoshis }, 'sendTransfer parameters { recipient, amount }')
/** sendTransfer parameters as checked. */
export type SendTransferParameters = t.TypeOf<typeof SendTransferParameters>
