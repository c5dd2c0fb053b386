/** A fresh order id: 32 hex digits from `crypto.getRandomValues`. */
export function newOrderId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
