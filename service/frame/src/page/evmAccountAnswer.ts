import type { FrameAccount, FrameAccountType } from '@portico/adapter-embedded'
import type { FrameContext } from './FrameContext.ts'

/** The EVM part of a connect or get-user answer (SPEC §3). */
export interface EvmAccountAnswer {
  address: string
  accounts: FrameAccount[]
  preferredAccountType: FrameAccountType
  smartAccountDeployed: boolean
}

/**
 * The user's EVM accounts on `chainId`: the EOA, and where the chain has smart accounts the smart
 * account too (`smartAccountDeployed` read from the chain); `address` is the one of the type in use.
 * A `requested` type (the app's preference) becomes the user's type where the chain allows it.
 */
export async function evmAccountAnswer(context: FrameContext, chainId: number, requested?: FrameAccountType): Promise<EvmAccountAnswer> {
  const owner = context.wallet.evmAccount()
  const eoa = { address: owner.address, type: 'eoa' } as const
  const smart = context.smartAccountOn(owner, chainId)
  if (!smart) return { address: owner.address, accounts: [eoa], preferredAccountType: 'eoa', smartAccountDeployed: false }
  if (requested !== undefined) context.wallet.setEvmAccountType(requested)
  const { account } = await smart
  const type = context.wallet.evmAccountType()
  return {
    address: type === 'smartAccount' ? account.address : owner.address,
    accounts: [eoa, { address: account.address, type: 'smartAccount' }],
    preferredAccountType: type,
    smartAccountDeployed: await account.isDeployed(),
  }
}
