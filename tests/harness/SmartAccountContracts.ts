import type { Address } from 'viem'

/**
 * The ERC-4337 contracts `deploySmartAccounts` puts on a harness chain. On fresh chains they are
 * at the same addresses on both (see `tests/harness/README.md`).
 */
export interface SmartAccountContracts {
  /** EntryPoint v0.7. */
  entryPoint: Address
  /** The Safe 1.4.1 singleton (SafeL2) the accounts' proxies point at. */
  safeSingleton: Address
  safeProxyFactory: Address
  multiSend: Address
  multiSendCallOnly: Address
  safeModuleSetup: Address
  /** Safe4337Module v0.3.0: the accounts' 4337 module and fallback handler (ERC-1271). */
  safe4337Module: Address
}
