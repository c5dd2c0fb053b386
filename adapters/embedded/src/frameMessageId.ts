/** A fresh message id: 16 random base-36 characters (about 82 bits) from `crypto.getRandomValues`. */
export function frameMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  let id = ''
  // 252 is the largest multiple of 36 below 256: rejecting bytes from 252 up keeps every digit equally likely.
  for (const byte of bytes) if (byte < 252) id += (byte % 36).toString(36)
  return id.length > 0 ? id : frameMessageId()
}
