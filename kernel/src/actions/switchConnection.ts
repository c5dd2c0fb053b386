import * as t from 'io-ts'
import { runInAction } from 'mobx'
import { decode } from '../decode.ts'
import { BaseError } from '../errors/BaseError.ts'
import { toAdapterError } from '../errors/toAdapterError.ts'
import { Account } from '../model/Account.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import { connectionListOf } from '../store/connectionListOf.ts'
import type { ActionConfig } from './ActionConfig.ts'
import { applyConnected } from './applyConnected.ts'
import { connect } from './connect.ts'
import { AccountNotFoundError } from '../errors/AccountNotFoundError.ts'
import { AdapterNotFoundError } from '../errors/AdapterNotFoundError.ts'

/** Parameters of `switchConnection`. */
export interface SwitchConnectionParameters {
  namespace: ChainNamespace
  /** The connector of the connection to make active: a held one, a recent one or any other. */
  connectorId: string
  /**
   * The account of that connection to make the active one (AppKit's `address`), for a connection
   * with several accounts; compared exactly, else ignoring case. Without it, the account the wallet
   * gives first is active.
   */
  address?: string | undefined
}

/** What `switchConnection` resolves: nothing; the connections store holds the active connection. */
export type SwitchConnectionReturnType = undefined

/**
 * What `switchConnection` rejects with: a BaseError, `ADAPTER_NOT_FOUND`, `ACCOUNT_NOT_FOUND` (the
 * connection has no account with the `address` given; nothing changed), or the wallet's failure
 * (4001 when the user declined).
 */
export type SwitchConnectionErrorType = BaseError

/**
 * Makes another connection the namespace's active one (and the namespace the active namespace):
 * the chain adapter takes that wallet's session up again without a prompt, so its provider, the
 * account, the hooks and the events follow it; the one active before is kept, inactive. A wallet
 * that no longer answers without a prompt is connected again (`connect`, which prompts or pairs).
 * With an `address`, that account of the connection becomes the active account (the active
 * connection's too). An address the connection does not have (as listed, and as the wallet
 * answers) rejects with `ACCOUNT_NOT_FOUND`, the connection active before staying active.
 */
export async function switchConnection(config: ActionConfig, { namespace, connectorId, address }: SwitchConnectionParameters): Promise<SwitchConnectionReturnType> {
  const { root, adapters } = config
  const { connections } = root
  const list = connectionListOf(root)
  const current = list.activeOf(namespace)
  const known = current?.connectorId === connectorId ? current : [...list.held, ...list.recent].find((each) => each.namespace === namespace && each.connectorId === connectorId)
  // Checked before the wallet is asked: an address the listed connection lacks changes nothing.
  const reordered = address !== undefined && known ? accountsWith(known.accounts, address, connectorId) : undefined
  if (known === current && current) {
    runInAction(() => {
      if (reordered) connections.setAccounts(namespace, reordered)
      connections.setActiveNamespace(namespace)
    })
    return
  }
  await adapters.ensureLoaded()
  await adapters.loadOffering(connectorId)
  const chain = adapters.chainAdapter(namespace)
  if (!chain) throw new AdapterNotFoundError(namespace)
  let result: unknown
  try {
    result = await chain.reconnect?.(connectorId)
  } catch (error) {
    throw toAdapterError(error)
  }
  if (result === undefined) {
    await connect(config, { connectorId })
    runInAction(() => connections.setActiveNamespace(namespace))
    if (address === undefined) return
    const { accounts } = connections.connectionOf(namespace)
    if (accounts.some((account) => matches(account, address))) {
      runInAction(() => connections.setAccounts(namespace, accountsWith(accounts, address, connectorId)))
      return
    }
    // The user connected the wallet with other accounts: the connection active before is again.
    if (current) await switchConnection(config, { namespace, connectorId: current.connectorId })
    throw accountNotFound(address, connectorId)
  }
  const answered = address === undefined ? undefined : decode(WalletAnswer, result)
  if (address !== undefined && answered?.ok && !answered.value.accounts.some((account) => matches(account, address))) {
    // The wallet's session was taken up: the one active before is taken up again (nothing else changed).
    if (current) await chain.reconnect?.(current.connectorId).catch((error: unknown) => adapters.report('ADAPTER_RECONNECT_FAILED', current.connectorId, error))
    throw accountNotFound(address, connectorId)
  }
  runInAction(() => {
    if (current) list.hold(current)
    applyConnected(config, namespace, connectorId, result)
    if (address !== undefined) connections.setAccounts(namespace, accountsWith(connections.connectionOf(namespace).accounts, address, connectorId))
    list.release(namespace, connectorId)
    connections.setActiveNamespace(namespace)
  })
}

// The accounts of a wallet's answer (applyConnected checks the rest of it).
const WalletAnswer = t.type({ accounts: t.array(Account) })

function matches(account: Pick<Account, 'address'>, address: string): boolean {
  return account.address === address || account.address.toLowerCase() === address.toLowerCase()
}

function accountNotFound(address: string, connectorId: string): BaseError {
  return new AccountNotFoundError(`${connectorId} has no account ${address}`)
}

/** The accounts with the one of `address` first (an exact match before one ignoring case); throws `ACCOUNT_NOT_FOUND` when there is none. */
function accountsWith(accounts: Account[], address: string, connectorId: string): Account[] {
  const chosen = accounts.find((account) => account.address === address) ?? accounts.find((account) => matches(account, address))
  if (!chosen) throw accountNotFound(address, connectorId)
  return [chosen, ...accounts.filter((account) => account !== chosen)]
}
