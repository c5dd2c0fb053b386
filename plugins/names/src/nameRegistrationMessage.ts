/**
 * The message the account signs to register a name: the full name, the address and when it was
 * issued (ISO 8601). The project service rebuilds the same text from the request and accepts
 * only that.
 */
export function nameRegistrationMessage(name: string, address: string, issuedAt: string): string {
  return `Register the name ${name} for ${address}\nIssued at: ${issuedAt}`
}
