/** How a too-large integer id is carried between the text and the parsed value. */
const bigIntMarker = 'relay-bigint:'

/**
 * JSON text of the relay's frames. WalletConnect's clients may number requests with integers
 * beyond 2^53 (`getBigIntRpcId`), which `JSON.parse` would round: such an `id` is read as a bigint
 * and written back digit for digit, so that the answer carries the id the client waits on.
 */
export const RelayJson = {
  /** Parses one frame; an integer `id` past 2^53 becomes a bigint. Throws on invalid JSON. */
  parse(text: string): unknown {
    const marked = text.replace(/("id"\s*:\s*)(\d{16,})(?=\s*[,}\]])/g, `$1"${bigIntMarker}$2"`)
    return JSON.parse(marked, (key, value: unknown) =>
      key === 'id' && typeof value === 'string' && value.startsWith(bigIntMarker) ? toInteger(value.slice(bigIntMarker.length)) : value,
    )
  },

  /** Writes one frame; a bigint is written as a plain JSON integer. */
  stringify(value: unknown): string {
    const text = JSON.stringify(value, (_key, member: unknown) => (typeof member === 'bigint' ? `${bigIntMarker}${member.toString()}` : member))
    return text.replace(new RegExp(`"${bigIntMarker}(\\d+)"`, 'g'), '$1')
  },
}

function toInteger(digits: string): number | bigint {
  const number = Number(digits)
  return Number.isSafeInteger(number) ? number : BigInt(digits)
}
