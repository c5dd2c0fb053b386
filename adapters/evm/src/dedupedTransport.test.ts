import { custom } from 'viem'
import { describe, expect, it } from 'vitest'
import { dedupedTransport } from './dedupedTransport.ts'
import { rpcSettings } from './rpcSettings.ts'

/** A viem transport whose requests wait until released: what it was asked, in order. */
function heldTransport() {
  const asked: string[] = []
  const waiting: (() => void)[] = []
  const transport = custom({
    request: ({ method, params }: { method: string; params?: unknown }) => {
      asked.push(`${method} ${JSON.stringify(params)}`)
      return new Promise((resolve) => waiting.push(() => resolve(`${method} ${JSON.stringify(params)}`)))
    },
  })
  return { transport, asked, release: () => waiting.splice(0).forEach((resolve) => resolve()) }
}
const balanceOf = (index: number) => ({ method: 'eth_getBalance' as const, params: [`0x${index.toString(16).padStart(40, '0')}` as `0x${string}`, 'latest' as const] })

describe('SPEC §9 RPC: the request cache of 8192 entries', () => {
  it('sends identical requests in flight once and gives each the answer; different ones and later ones go out', async () => {
    const held = heldTransport()
    const { request } = dedupedTransport(held.transport, rpcSettings.requestCacheSize)({})
    const answers = Promise.all([request(balanceOf(1)), request(balanceOf(1)), request(balanceOf(2))])
    expect(held.asked).toHaveLength(2)
    held.release()
    expect(await answers).toEqual([`eth_getBalance ${JSON.stringify(balanceOf(1).params)}`, `eth_getBalance ${JSON.stringify(balanceOf(1).params)}`, `eth_getBalance ${JSON.stringify(balanceOf(2).params)}`])
    // Answered, the entry is gone: the same request asks again.
    const again = request(balanceOf(1))
    expect(held.asked).toHaveLength(3)
    held.release()
    await again
  })

  it('holds 8192 entries: the 8193rd drops the least recently asked, which then goes out again', async () => {
    const held = heldTransport()
    const { request } = dedupedTransport(held.transport, rpcSettings.requestCacheSize)({})
    expect(rpcSettings.requestCacheSize).toBe(8192)
    const pending = Array.from({ length: 8192 }, (_, index) => request(balanceOf(index)))
    // Asking for entry 0 again makes entry 1 the least recently asked.
    pending.push(request(balanceOf(0)))
    expect(held.asked).toHaveLength(8192)
    pending.push(request(balanceOf(8192)))
    expect(held.asked).toHaveLength(8193)
    pending.push(request(balanceOf(0)), request(balanceOf(8191)))
    expect(held.asked).toHaveLength(8193)
    pending.push(request(balanceOf(1)))
    expect(held.asked).toHaveLength(8194)
    expect(held.asked.at(-1)).toBe(`eth_getBalance ${JSON.stringify(balanceOf(1).params)}`)
    held.release()
    await Promise.all(pending)
  })
})
