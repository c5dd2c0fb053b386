/** Whether two addresses name the same account: eip155 ignores hex case, other namespaces compare exactly. */
export function isSameAccount(chainId: string, first: string, second: string): boolean {
  return chainId.startsWith('eip155:') ? first.toLowerCase() === second.toLowerCase() : first === second
}
