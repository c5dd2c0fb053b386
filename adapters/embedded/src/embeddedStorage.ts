import * as t from 'io-ts'
import { AccountType, SocialProvider, defineStorageSlot } from '@portico/kernel/extend'

const numericChainIds = /^(?:\d+(?:,\d+)*)?$/

// "1,137,8453": numeric chain ids joined by commas; the empty string is an empty list.
const CommaSeparatedChainIds = new t.Type<string, string, unknown>(
  'CommaSeparatedChainIds',
  (input): input is string => typeof input === 'string' && numericChainIds.test(input),
  (input, context) => (typeof input === 'string' && numericChainIds.test(input) ? t.success(input) : t.failure(input, context, 'expected numeric chain ids separated by commas')),
  t.identity,
)

/**
 * The embedded wallet's keys in Portico's storage (SPEC §3): the e-mail login, the social login,
 * the last chain the frame used and the smart-account settings. The e-mail and socials plugins
 * write the login's keys through these slots; the kernel names none of them.
 */
export const embeddedStorage = {
  /** Whether an e-mail or social login was used here: the frame is created at load then (SPEC §4). */
  emailLoginUsed: defineStorageSlot('emailLoginUsed', t.boolean),
  email: defineStorageSlot('email', t.string),
  /** When the last e-mail was sent (ms since epoch), for the 30 s cooldown (SPEC §5). */
  lastEmailLoginTime: defineStorageSlot('lastEmailLoginTime', t.number),
  connectedSocialProvider: defineStorageSlot('connectedSocialProvider', SocialProvider),
  connectedSocialUsername: defineStorageSlot('connectedSocialUsername', t.string),
  /** The frame's last EVM chain, as a CAIP-2 id. */
  lastUsedChainId: defineStorageSlot('lastUsedChainId', t.string),
  /** The smart-account networks' chain ids joined by commas (SPEC §3). */
  smartAccountEnabledNetworks: defineStorageSlot('smartAccountEnabledNetworks', CommaSeparatedChainIds),
  /** The preferred account type per namespace (SPEC §3, §4). */
  preferredAccountTypes: defineStorageSlot('preferredAccountTypes', t.exact(t.partial({ eip155: AccountType, solana: AccountType, bip122: AccountType, polkadot: AccountType }))),
}
