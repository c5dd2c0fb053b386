import { describe, expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { isNetworkUnreachable } from './isNetworkUnreachable.ts'
import { toProviderError } from './toProviderError.ts'
import { userErrorText } from './userErrorText.ts'
import { errorMessages } from './errorMessages.ts'

const key = 'error.networkUnreachable'

describe('userErrorText', () => {
  it('says the network cannot be reached when a wallet wraps a failed fetch as -32603', () => {
    const wallet = { code: -32603, message: 'Failed to fetch' }
    expect(toProviderError(wallet).shortMessage).toBe('An internal JSON-RPC error occurred.')
    expect(userErrorText(toProviderError(wallet))).toBe(key)
    expect(userErrorText(wallet)).toBe(key)
  })

  it("reads MetaMask's data.originalError and Node's and other browsers' words", () => {
    expect(userErrorText({ code: -32603, message: 'Internal JSON-RPC error.', data: { originalError: { message: 'NetworkError when attempting to fetch resource.' } } })).toBe(key)
    const node = new BaseError('HTTP request failed', { code: 'HTTP_REQUEST_FAILED', cause: new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }) })
    expect(userErrorText(node)).toBe(key)
    expect(isNetworkUnreachable(new TypeError('Load failed'))).toBe(true)
    expect(isNetworkUnreachable({ error: { message: 'net::ERR_CONNECTION_REFUSED' } })).toBe(true)
  })

  it("gives SPEC §8's error texts as their message keys, and keeps a wallet's own words, an HTTP status and plain strings", () => {
    expect(userErrorText(toProviderError({ code: -32000, message: 'insufficient funds for gas * price + value' }))).toBe('error.node.INSUFFICIENT_FUNDS')
    expect(userErrorText(toProviderError({ code: 4001, message: 'User rejected the request.' }))).toBe('error.rpc.USER_REJECTED')
    expect(userErrorText(toProviderError({ code: 4901, message: 'chain gone' }))).toBe('error.rpc.CHAIN_DISCONNECTED')
    expect(errorMessages['error.node.INSUFFICIENT_FUNDS']).toBe('The account does not have enough funds to pay for gas and value.')
    expect(errorMessages['error.rpc.USER_REJECTED']).toBe('The user rejected the request.')
    expect(userErrorText(toProviderError({ code: 1234, message: 'My wallet says no' }))).toBe('My wallet says no')
    expect(userErrorText(new Error('HTTP status code: 503'))).toBe('HTTP status code: 503')
    expect(userErrorText('Failed to fetch transactions')).toBe('Failed to fetch transactions')
    expect(userErrorText(undefined)).toBe('error.unknown')
    expect(errorMessages['error.unknown']).toBe('Unknown error')
  })
})
