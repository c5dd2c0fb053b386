import { decode } from '../decode.ts'
import { Account } from '../model/Account.ts'
import { CaipAddress } from '../model/CaipAddress.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import { isAddressValid } from '../model/isAddressValid.ts'
import { parseCaipNetworkId } from '../model/parseCaipNetworkId.ts'
import type { ConnectResult } from '../contracts/ChainAdapter.ts'
import { AdapterInvalidResultError } from '../errors/AdapterInvalidResultError.ts'

/**
 * Checks what an adapter's connect or reconnect gave for a namespace: at least one account,
 * each decoding as an Account of that namespace with a valid address (SPEC §5), and a CAIP-2
 * network id of that namespace. Throws a BaseError saying what is wrong.
 */
export function checkConnectResult(namespace: ChainNamespace, result: unknown): ConnectResult {
  const fail = (details: string): never => {
    throw new AdapterInvalidResultError(details)
  }
  if (typeof result !== 'object' || result === null) return fail('the adapter gave no result')
  const { accounts, caipNetworkId } = result as { accounts?: unknown; caipNetworkId?: unknown }
  if (typeof caipNetworkId !== 'string' || parseCaipNetworkId(caipNetworkId)?.namespace !== namespace) {
    return fail(`${JSON.stringify(caipNetworkId)} is not a ${namespace} CAIP network id`)
  }
  if (!Array.isArray(accounts) || accounts.length === 0) return fail('no accounts')
  const checked: Account[] = []
  for (const candidate of accounts) {
    const decoded = decode(Account, candidate)
    if (!decoded.ok) return fail(`account: ${decoded.error}`)
    const account = decoded.value
    if (account.namespace !== namespace) return fail(`account ${account.address} is of ${account.namespace}, not ${namespace}`)
    if (!isAddressValid(namespace, account.address) || !CaipAddress.is(`${caipNetworkId}:${account.address}`)) {
      return fail(`${account.address} is not a valid ${namespace} address`)
    }
    checked.push(account)
  }
  return { accounts: checked, caipNetworkId }
}
