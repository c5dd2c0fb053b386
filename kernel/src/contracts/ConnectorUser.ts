import type { AccountType } from '../model/AccountType.ts'

/**
 * Who is logged in through a connector that logs users in itself (the embedded wallet's e-mail
 * or social login), for SPEC §3's embedded wallet info.
 */
export interface ConnectorUser {
  email?: string
  username?: string
  /** The social provider that logged the user in; absent for an e-mail login. */
  authProvider?: string
  /** The type of the account in use on the EVM side (SPEC §3: eoa or smartAccount), as the connector last said. */
  accountType?: AccountType
  /** The account types the user can switch between on the current network, the one in use among them; absent or one when there is no choice. */
  accountTypes?: readonly AccountType[]
  /** Whether the smart account in use has code on chain (SPEC §3), as the connector last read it. */
  isSmartAccountDeployed?: boolean
}
