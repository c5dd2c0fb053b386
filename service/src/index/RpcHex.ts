import { hexString } from '../hexString.ts'

/** A quantity, hash or address in a node's JSON-RPC answer: 0x and at least one hex digit. */
export const RpcHex = hexString('a 0x-prefixed hex string')
