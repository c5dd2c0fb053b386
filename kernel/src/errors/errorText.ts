/**
 * The text to show for anything thrown (SPEC §8): a string as it is, the first issue's message
 * of a validation error, an Error's message, else "Unknown error".
 */
export function errorText(error: unknown): string {
  if (typeof error === 'string' && error.length > 0) return error
  if (typeof error === 'object' && error !== null) {
    const issues = (error as { issues?: unknown }).issues
    if (Array.isArray(issues)) {
      const first: unknown = issues[0]
      const message = typeof first === 'object' && first !== null ? (first as { message?: unknown }).message : undefined
      if (typeof message === 'string' && message.length > 0) return message
    }
    const shortMessage = (error as { shortMessage?: unknown }).shortMessage
    if (typeof shortMessage === 'string' && shortMessage.length > 0) return shortMessage
    if (error instanceof Error && error.message.length > 0) return error.message
  }
  return 'Unknown error'
}
