import * as t from 'io-ts'
import { isAddress } from 'viem'
import type { Address } from 'viem'

const AddressText = new t.Type<Address, string, unknown>(
  'an address',
  (value): value is Address => typeof value === 'string' && isAddress(value, { strict: false }),
  (value, context) => (typeof value === 'string' && isAddress(value, { strict: false }) ? t.success(value) : t.failure(value, context)),
  t.identity,
)

/**
 * A chain on which the frame's users get a smart account (a Safe, through ERC-4337): the contracts
 * `deploySmartAccounts` put there, and the bundler the frame sends user operations to.
 */
export const SmartAccountNetwork = t.type(
  {
    bundlerUrl: t.string,
    contracts: t.type({
      entryPoint: AddressText,
      safeSingleton: AddressText,
      safeProxyFactory: AddressText,
      multiSend: AddressText,
      multiSendCallOnly: AddressText,
      safeModuleSetup: AddressText,
      safe4337Module: AddressText,
    }),
  },
  'SmartAccountNetwork',
)
/** A chain with smart accounts. */
export type SmartAccountNetwork = t.TypeOf<typeof SmartAccountNetwork>
