import { base64 } from '@scure/base'

/** Standard base64 (with padding) of bytes, as the wire contract carries shares and envelopes. */
export const base64Bytes = {
  encode: (bytes: Uint8Array): string => base64.encode(bytes),
  /** Throws on anything but canonical standard base64. */
  decode: (text: string): Uint8Array<ArrayBuffer> => new Uint8Array(base64.decode(text)),
}
