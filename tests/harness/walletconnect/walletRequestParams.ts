import * as t from 'io-ts'

const hexString = t.refinement(t.string, (value) => /^0x[0-9a-fA-F]*$/.test(value), 'hex string')

/** The params the test wallet accepts per method: decoded before it signs anything a dapp sent. */
export const walletRequestParams = {
  /** `[message as hex (or plain text), address]`. */
  personal_sign: t.tuple([t.string, t.string]),
  /** `[address, typed data as JSON text or object]`. */
  eth_signTypedData_v4: t.tuple([t.string, t.union([t.string, t.UnknownRecord])]),
  eth_sendTransaction: t.tuple([
    t.partial({ from: hexString, to: hexString, value: hexString, data: hexString, gas: hexString, nonce: hexString }),
  ]),
  wallet_switchEthereumChain: t.tuple([t.type({ chainId: hexString })]),
  /** `message` is base58, `pubkey` the signing account. */
  solana_signMessage: t.type({ message: t.string, pubkey: t.string }),
  /** `transaction` is the wire transaction in base64. */
  solana_signTransaction: t.type({ transaction: t.string }),
  solana_signAndSendTransaction: t.type({ transaction: t.string }),
} as const
