import type { Hash } from 'viem'
import { describe, expect, it } from 'vitest'
import { coalescedLatestBlock } from './coalescedLatestBlock.ts'
import type { LatestBlock } from './coalescedLatestBlock.ts'

/** A chain whose latest-block reads the test answers one by one. */
function pendingReads() {
  const reads: ((block: LatestBlock) => void)[] = []
  const blockAt = (number: number): LatestBlock => ({ number: BigInt(number), hash: `0x${number.toString(16).padStart(64, '0')}` as Hash })
  return { reads, blockAt, read: () => new Promise<LatestBlock>((resolve) => reads.push(resolve)) }
}

describe('coalescedLatestBlock', () => {
  it('never answers a call with a read begun before it, and shares one read between the calls made meanwhile', async () => {
    const chain = pendingReads()
    const latest = coalescedLatestBlock(chain.read)
    const early = latest()
    expect(chain.reads).toHaveLength(1)
    // Block 2 is mined while the first read (which sees block 1) is in flight; the calls made now must see it.
    const late = [latest(), latest(), latest()]
    expect(chain.reads).toHaveLength(1)
    chain.reads[0]!(chain.blockAt(1))
    expect(await early).toEqual(chain.blockAt(1))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(chain.reads).toHaveLength(2)
    chain.reads[1]!(chain.blockAt(2))
    expect(await Promise.all(late)).toEqual([chain.blockAt(2), chain.blockAt(2), chain.blockAt(2)])
    // Nothing in flight: the next call reads anew.
    const next = latest()
    expect(chain.reads).toHaveLength(3)
    chain.reads[2]!(chain.blockAt(3))
    expect(await next).toEqual(chain.blockAt(3))
  })

  it('reads again after a failed read', async () => {
    let attempts = 0
    const latest = coalescedLatestBlock(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('the node is down')
      return { number: 5n, hash: `0x${'5'.padStart(64, '0')}` as Hash }
    })
    await expect(latest()).rejects.toThrow('the node is down')
    expect(await latest()).toEqual({ number: 5n, hash: `0x${'5'.padStart(64, '0')}` })
  })
})
