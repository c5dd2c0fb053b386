/** A 0x message as text when it is UTF-8 without control characters, else as given. */
export function readableMessage(hex: string): string {
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(hex)) return hex
  const bytes = new Uint8Array((hex.length - 2) / 2)
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Number.parseInt(hex.slice(2 + index * 2, 4 + index * 2), 16)
  try {
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // eslint-disable-next-line no-control-regex -- control characters mean binary data, shown as hex
    return /[\u0000-\u0008\u000e-\u001f\u007f]/.test(decoded) ? hex : decoded
  } catch {
    return hex
  }
}
