import type { AccountType } from '../model/AccountType.ts'

/** The embedded (e-mail or social) wallet's details (SPEC §3). */
export interface EmbeddedWalletInfo {
  user: { username?: string; email?: string } | undefined
  /** `email` unless a social provider signed the user in. */
  authProvider: string
  accountType: AccountType | undefined
  isSmartAccountDeployed: boolean
}
