import type { ChainNamespace } from './ChainNamespace.ts'
import { defaultAccountType } from './defaultAccountType.ts'

/** The preferred account type of each namespace: the host's `defaultAccountTypes` where it gave one, SPEC §3's default elsewhere. */
export function defaultAccountTypesOf(chosen: Readonly<Partial<Record<ChainNamespace, string>>> | undefined): Record<ChainNamespace, string> {
  const of = (namespace: ChainNamespace): string => chosen?.[namespace] ?? defaultAccountType(namespace)
  return { eip155: of('eip155'), solana: of('solana'), bip122: of('bip122'), polkadot: of('polkadot') }
}
