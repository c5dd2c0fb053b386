import { BaseError, ProviderError } from '@portico/kernel'
import { encodeErrorResult } from 'viem'
import { describe, expect, it } from 'vitest'
import { SwapPriceChangedError, SwapQuoteExpiredError } from './errors.ts'
import { isPriceMoved } from './isPriceMoved.ts'

const errorAbi = [{ type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] }] as const
const revertData = (reason: string) => encodeErrorResult({ abi: errorAbi, errorName: 'Error', args: [reason] })
/** A node's revert at estimation, as a wallet throws it (EIP-1474 code 3, the revert data when it keeps it). */
const reverted = (reason: string, data?: string) => ({ code: 3, message: `execution reverted: ${reason}`, ...(data === undefined ? {} : { data }) })

describe('isPriceMoved', () => {
  it("is the plugin's own price change, before signing or as the swap's revert", () => {
    expect(isPriceMoved(new SwapPriceChangedError('quote'))).toBe(true)
    expect(isPriceMoved(new SwapPriceChangedError('revert'))).toBe(true)
    expect(isPriceMoved(new SwapQuoteExpiredError())).toBe(false)
  })

  it("reads the router's slippage revert data, either bound, and no other revert reason", () => {
    expect(isPriceMoved(reverted('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', revertData('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT')))).toBe(true)
    expect(isPriceMoved(reverted('UniswapV2Router: EXCESSIVE_INPUT_AMOUNT', revertData('UniswapV2Router: EXCESSIVE_INPUT_AMOUNT').toUpperCase().replace('0X', '0x')))).toBe(true)
    expect(isPriceMoved(reverted('UniswapV2Router: EXPIRED', revertData('UniswapV2Router: EXPIRED')))).toBe(false)
    // The data decides, not the words: a message naming the bound with another revert's data is not a price change.
    expect(isPriceMoved(reverted('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', revertData('TransferHelper: TRANSFER_FROM_FAILED')))).toBe(false)
  })

  it('counts a revert at estimation without revert data, wrapped as wallets wrap it', () => {
    expect(isPriceMoved(reverted('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT'))).toBe(true)
    expect(isPriceMoved(new BaseError('Execution reverted.', { code: 'EXECUTION_REVERTED', cause: { code: 3, message: 'execution reverted' } }))).toBe(true)
  })

  it('is not a decline, a node error of another kind, or an error that only names the bound in its text', () => {
    expect(isPriceMoved(new ProviderError('User rejected the request.', { code: 4001 }))).toBe(false)
    expect(isPriceMoved({ code: -32000, message: 'insufficient funds for gas * price + value' })).toBe(false)
    expect(isPriceMoved(new Error('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT'))).toBe(false)
  })
})
