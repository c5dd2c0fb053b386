import { mnemonicToAccount } from 'viem/accounts'
import type { HDAccount } from 'viem/accounts'

/** The mnemonic anvil derives its default accounts from (10 000 ETH each on a fresh chain). */
const anvilMnemonic = 'test test test test test test test test test test test junk'
const defaultCount = 10

let derived: HDAccount[] | undefined

/**
 * Anvil's default accounts as viem local accounts (`m/44'/60'/0'/0/{index}` of anvil's
 * mnemonic), derived once: index 0 deploys the test token, all ten hold it.
 */
export function anvilAccounts(): readonly HDAccount[] {
  derived ??= Array.from({ length: defaultCount }, (_, addressIndex) => mnemonicToAccount(anvilMnemonic, { addressIndex }))
  return derived
}
