import { createServer } from 'node:net'
import type { Server } from 'node:net'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { startAnvil } from './anvil.ts'

describe('startAnvil', () => {
  it('fails with anvil\'s own output when its given port is taken', async () => {
    // A plain TCP listener holds the port: anvil cannot bind it, and nothing answers eth_chainId.
    const holder: Server = createServer((socket) => socket.destroy())
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
    const { port } = holder.address() as AddressInfo
    try {
      const error: unknown = await startAnvil({ chainId: 31337, port }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(Error)
      expect((error as Error).message).toMatch(new RegExp(`^anvil \\(chain 31337, port ${port}\\) exited before answering`))
      expect((error as Error).message).toMatch(/anvil's output:\n[\s\S]*(in use|Address)/i)
    } finally {
      await new Promise((resolve) => holder.close(resolve))
    }
  }, 30_000)

  it('starts on a port of its choosing, answers eth_chainId and is gone after stop()', async () => {
    const chain = await startAnvil({ chainId: 4242 })
    const ask = () =>
      fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}' })
    expect(await (await ask()).json()).toMatchObject({ result: '0x1092' })
    await chain.stop()
    await expect(ask()).rejects.toThrow()
  }, 30_000)

  it('halt() takes the node away and resume() brings it back on the same port with its chain state', async () => {
    const chain = await startAnvil({ chainId: 4243 })
    const call = async (method: string, params: unknown[]) => {
      const response = await fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
      return ((await response.json()) as { result: unknown }).result
    }
    const sender = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const receiver = '0x000000000000000000000000000000000000dEaD'
    try {
      await call('eth_sendTransaction', [{ from: sender, to: receiver, value: '0x2a' }])
      // anvil can answer the hash a moment before the block with it is committed: halt once it is.
      await expect.poll(() => call('eth_getBalance', [receiver, 'latest'])).toBe('0x2a')
      await chain.halt()
      await expect(call('eth_chainId', [])).rejects.toThrow()
      await chain.resume()
      expect(await call('eth_getBalance', [receiver, 'latest'])).toBe('0x2a')
      expect(await call('eth_getTransactionCount', [sender, 'latest'])).toBe('0x1')
    } finally {
      await chain.stop()
    }
    await expect(call('eth_chainId', [])).rejects.toThrow()
  }, 30_000)
})
