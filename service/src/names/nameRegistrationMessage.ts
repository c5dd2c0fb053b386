/**
 * The message an account signs to register a name: the full name, the address and when it was
 * issued (ISO 8601). The names plugin builds the same text; the service rebuilds it from the
 * request and accepts only that text.
 */
export function nameRegistrationMessage(name: string, address: string, issuedAt: string): string {
  return `Register the name ${name} for ${address}\nIssued at: ${issuedAt}`
}
