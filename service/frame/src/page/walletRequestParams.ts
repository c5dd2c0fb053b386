import * as t from 'io-ts'

const hexString = t.refinement(t.string, (value) => /^0x[0-9a-fA-F]*$/.test(value), 'hex string')

/** The params the frame accepts per EVM method: decoded before it signs anything an app sent. */
export const walletRequestParams = {
  /** `[message as hex (or plain text), address]`. */
  personal_sign: t.tuple([t.string, t.string]),
  /** `[address, typed data as JSON text or object]`. */
  eth_signTypedData_v4: t.tuple([t.string, t.union([t.string, t.UnknownRecord])]),
  eth_sendTransaction: t.tuple([
    t.partial({ from: hexString, to: hexString, value: hexString, data: hexString, gas: hexString, nonce: hexString }),
  ]),
  wallet_switchEthereumChain: t.tuple([t.type({ chainId: hexString })]),
} as const
