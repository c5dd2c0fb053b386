import * as t from 'io-ts'

const addressPattern = /^0x[0-9a-fA-F]{40}$/

const isAddress = (value: unknown): value is `0x${string}` => typeof value === 'string' && addressPattern.test(value)
const ContractAddress = new t.Type<`0x${string}`, string, unknown>('an address (0x and 40 hex digits)', isAddress, (value, context) => (isAddress(value) ? t.success(value) : t.failure(value, context)), t.identity)

/**
 * One chain of the `secureFrame` section's `smartAccounts`: the frame's users get a Safe (1.4.1,
 * EntryPoint v0.7, Safe4337Module) there. `chainId` must be one of the service's `chains`;
 * `bundlerUrl` is the ERC-4337 bundler the page sends user operations to (the service's own:
 * `{service URL}/v1/bundler?chainId=N`), and `contracts` the addresses of the deployed contracts.
 */
export const FrameSmartAccountConfig = t.type(
  {
    chainId: t.number,
    bundlerUrl: t.string,
    contracts: t.type(
      {
        entryPoint: ContractAddress,
        safeSingleton: ContractAddress,
        safeProxyFactory: ContractAddress,
        multiSend: ContractAddress,
        multiSendCallOnly: ContractAddress,
        safeModuleSetup: ContractAddress,
        safe4337Module: ContractAddress,
      },
      'contracts { entryPoint, safeSingleton, safeProxyFactory, multiSend, multiSendCallOnly, safeModuleSetup, safe4337Module } (addresses)',
    ),
  },
  'a smart-account chain { chainId, bundlerUrl, contracts }',
)
/** One chain of the frame's smart accounts, decoded. */
export type FrameSmartAccountConfig = t.TypeOf<typeof FrameSmartAccountConfig>
