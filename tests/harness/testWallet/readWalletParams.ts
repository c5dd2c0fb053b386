import { isAddress, isHex } from 'viem'
import type { Address, Hex } from 'viem'
import { TestWalletRpcError } from './TestWalletRpcError.ts'

const invalidParams = (what: string) => new TestWalletRpcError(-32602, `Invalid params: ${what}`)

function list(params: unknown, length: number, what: string): unknown[] {
  if (!Array.isArray(params) || params.length < length) throw invalidParams(what)
  return params
}

function address(value: unknown, what: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) throw invalidParams(`${what} is not an address`)
  return value
}

function quantity(value: unknown, what: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value)) throw invalidParams(`${what} is not a hex quantity`)
  return BigInt(value)
}

/** A transaction as `eth_sendTransaction` gives it. */
export interface WalletTransaction {
  from: Address
  to?: Address
  value?: bigint
  data?: Hex
  gas?: bigint
}

/** One call of a `wallet_sendCalls` batch. */
export interface WalletCall {
  to: Address
  value?: bigint
  data?: Hex
}

/** The params of the test wallet's methods, checked: a wrong one is thrown as -32602. */
export const readWalletParams = {
  /** `wallet_switchEthereumChain`: [{ chainId }]. */
  switchChain(params: unknown): number {
    const [first] = list(params, 1, 'expected [{ chainId }]')
    const chainId = (first as { chainId?: unknown } | null)?.chainId
    if (typeof chainId !== 'string' || !isHex(chainId)) throw invalidParams('chainId is not a hex number')
    return Number(chainId)
  },
  /** `wallet_addEthereumChain`: [{ chainId, chainName, rpcUrls, ... }]. */
  addChain(params: unknown): { chainId: number; chainName: string; rpcUrl: string } {
    const [first] = list(params, 1, 'expected [{ chainId, chainName, rpcUrls }]')
    const { chainName, rpcUrls } = (first ?? {}) as { chainName?: unknown; rpcUrls?: unknown }
    const chainId = readWalletParams.switchChain(params)
    const rpcUrl = Array.isArray(rpcUrls) ? rpcUrls.find((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url)) : undefined
    if (typeof chainName !== 'string' || !rpcUrl) throw invalidParams('chainName and an http(s) rpcUrl are required')
    return { chainId, chainName, rpcUrl }
  },
  /** `wallet_getCapabilities`: [address, chain ids?]: the account. */
  capabilitiesOf(params: unknown): Address {
    const [account] = list(params, 1, 'expected [address]')
    return address(account, 'the account')
  },
  /** The chain ids a `wallet_getCapabilities` asks about: [address, chain ids?]; undefined for all. */
  capabilityChains(params: unknown): number[] | undefined {
    const [, chains] = list(params, 1, 'expected [address, chainIds?]')
    if (chains === undefined || chains === null) return undefined
    if (!Array.isArray(chains) || !chains.every((chain) => typeof chain === 'string' && isHex(chain))) throw invalidParams('the chain ids are not hex numbers')
    return chains.map(Number)
  },
  /** `wallet_sendCalls` (EIP-5792 2.0.0): [{ version, chainId, from?, atomicRequired, calls: [{ to, data?, value? }] }]. */
  sendCalls(params: unknown): { chainId: number; from?: Address; atomicRequired: boolean; calls: WalletCall[] } {
    const [first] = list(params, 1, 'expected [{ version, chainId, from?, atomicRequired, calls }]')
    if (typeof first !== 'object' || first === null) throw invalidParams('the batch is not an object')
    const { version, from, atomicRequired, calls } = first as Record<string, unknown>
    if (version !== '2.0.0') throw invalidParams('version is not 2.0.0')
    if (typeof atomicRequired !== 'boolean') throw invalidParams('atomicRequired is not a boolean')
    if (!Array.isArray(calls) || calls.length === 0) throw invalidParams('calls is not a list of calls')
    const read = calls.map((call: unknown, index): WalletCall => {
      const { to, data, value } = (typeof call === 'object' && call !== null ? call : {}) as Record<string, unknown>
      if (data !== undefined && (typeof data !== 'string' || !isHex(data))) throw invalidParams(`data of call ${index} is not hex`)
      const amount = quantity(value, `value of call ${index}`)
      return { to: address(to, `to of call ${index}`), ...(amount === undefined ? {} : { value: amount }), ...(data === undefined ? {} : { data: data as Hex }) }
    })
    return {
      chainId: readWalletParams.switchChain(params),
      ...(from === undefined || from === null ? {} : { from: address(from, 'from') }),
      atomicRequired,
      calls: read,
    }
  },
  /** `wallet_getCallsStatus`: [batch id]. */
  callsStatus(params: unknown): string {
    const [id] = list(params, 1, 'expected [id]')
    if (typeof id !== 'string') throw invalidParams('the batch id is not a string')
    return id
  },
  /** `personal_sign`: [message (hex or text), address]. */
  personalSign(params: unknown): { message: string; from: Address } {
    const [message, from] = list(params, 2, 'expected [message, address]')
    if (typeof message !== 'string') throw invalidParams('the message is not a string')
    return { message, from: address(from, 'the signer') }
  },
  /** `eth_signTypedData_v4`: [address, typed data (JSON text or object)]. */
  signTypedData(params: unknown): { from: Address; typedData: Record<string, unknown> } {
    const [from, data] = list(params, 2, 'expected [address, typedData]')
    let typedData: unknown = data
    if (typeof data === 'string') {
      try {
        typedData = JSON.parse(data)
      } catch {
        throw invalidParams('the typed data is not JSON')
      }
    }
    if (typeof typedData !== 'object' || typedData === null) throw invalidParams('the typed data is not an object')
    return { from: address(from, 'the signer'), typedData: typedData as Record<string, unknown> }
  },
  /** `eth_sendTransaction`: [{ from, to?, value?, data?, gas? }]. */
  transaction(params: unknown): WalletTransaction {
    const [first] = list(params, 1, 'expected [transaction]')
    if (typeof first !== 'object' || first === null) throw invalidParams('the transaction is not an object')
    const { from, to, value, data, gas } = first as Record<string, unknown>
    if (data !== undefined && (typeof data !== 'string' || !isHex(data))) throw invalidParams('data is not hex')
    const amount = quantity(value, 'value')
    const gasLimit = quantity(gas, 'gas')
    return {
      from: address(from, 'from'),
      ...(to === undefined || to === null ? {} : { to: address(to, 'to') }),
      ...(amount === undefined ? {} : { value: amount }),
      ...(data === undefined ? {} : { data: data as Hex }),
      ...(gasLimit === undefined ? {} : { gas: gasLimit }),
    }
  },
}
