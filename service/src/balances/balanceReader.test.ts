import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, createTestClient, createWalletClient, erc20Abi, formatUnits, http, parseEther, publicActions } from 'viem'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../../tests/harness/anvilAccounts.ts'
import { deployToken } from '../../../tests/harness/deployToken.ts'
import type { Service } from '../Service.ts'
import { startService } from '../startService.ts'

interface Balance {
  symbol: string
  chainId: string
  quantity: { numeric: string }
}

/** A loopback front of an RPC node that counts the JSON-RPC methods it forwards. */
async function countingFront(rpcUrl: string): Promise<{ url: string; methods: string[]; close: () => Promise<void> }> {
  const methods: string[] = []
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    const parsed = JSON.parse(body) as { method: string } | { method: string }[]
    for (const call of Array.isArray(parsed) ? parsed : [parsed]) methods.push(call.method)
    const answer = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(await answer.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    methods,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('balances read at the latest block and kept for it', () => {
  let first: AnvilChain
  let second: AnvilChain
  let front: Awaited<ReturnType<typeof countingFront>>
  let token: Address
  let service: Service
  const [holder, other, stranger] = anvilAccounts().map((account) => account.address) as [Address, Address, Address]

  beforeAll(async () => {
    ;[first, second] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
    token = await deployToken(first.rpcUrl)
    await deployToken(second.rpcUrl)
    front = await countingFront(first.rpcUrl)
    service = await startService({
      port: 0,
      onIndexerError: () => undefined,
      indexerPollIntervalMs: 50,
      config: {
        database: { memory: true },
        projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: [] }],
        chains: [
          { chainId: 31337, rpcUrl: front.url },
          { chainId: 31338, rpcUrl: second.rpcUrl },
          // The first chain's node again under another id: the same blocks, hashes and balances.
          { chainId: 31339, rpcUrl: first.rpcUrl },
        ],
        tokens: [
          { chainId: 31337, address: token },
          { chainId: 31338, address: token },
        ],
        prices: { fixed: { ETH: 3000 } },
      },
    })
    await service.caughtUp()
  }, 60_000)

  afterAll(async () => {
    await service?.stop()
    await front?.close()
    await Promise.all([first?.stop(), second?.stop()])
  })

  const balancesOf = async (address: Address, chainId: number) => {
    const response = await fetch(`${service.url}/balances/${address}?chainId=eip155:${chainId}`)
    expect(response.status).toBe(200)
    return ((await response.json()) as { balances: Balance[] }).balances
  }
  const numericOf = (balances: Balance[], symbol: string) => balances.find((balance) => balance.symbol === symbol)?.quantity.numeric
  const onChain = async (rpcUrl: string, address: Address) => {
    const client = createPublicClient({ transport: http(rpcUrl) })
    const [native, ptt] = await Promise.all([client.getBalance({ address }), client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })])
    return { ETH: formatUnits(native, 18), PTT: formatUnits(ptt, 18) }
  }
  const walletOn = (rpcUrl: string) => createWalletClient({ account: anvilAccounts()[0]!, transport: http(rpcUrl) }).extend(publicActions)
  const mined = async (rpcUrl: string, send: (wallet: ReturnType<typeof walletOn>) => Promise<`0x${string}`>) => {
    const wallet = walletOn(rpcUrl)
    await wallet.waitForTransactionReceipt({ hash: await send(wallet), pollingInterval: 20 })
  }

  it('shows a transfer in the request made right after its block is mined, also when another block replaced the one read at the same height', { timeout: 60_000 }, async () => {
    const chain = { id: 31337, name: 'first', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [first.rpcUrl] } } }
    const before = await balancesOf(holder, 31337)
    expect({ ETH: numericOf(before, 'ETH'), PTT: numericOf(before, 'PTT') }).toEqual(await onChain(first.rpcUrl, holder))

    await mined(first.rpcUrl, (wallet) => wallet.sendTransaction({ chain, to: stranger, value: parseEther('1.5') }))
    const afterNative = await balancesOf(holder, 31337)
    expect(numericOf(afterNative, 'ETH')).not.toBe(numericOf(before, 'ETH'))
    expect({ ETH: numericOf(afterNative, 'ETH'), PTT: numericOf(afterNative, 'PTT') }).toEqual(await onChain(first.rpcUrl, holder))

    await mined(first.rpcUrl, (wallet) => wallet.writeContract({ chain, address: token, abi: erc20Abi, functionName: 'transfer', args: [stranger, parseEther('7')] }))
    const afterToken = await balancesOf(holder, 31337)
    expect(Number(numericOf(afterToken, 'PTT'))).toBe(Number(numericOf(afterNative, 'PTT')) - 7)

    // A block replaced at the same height (a reorganisation; here anvil's revert) holds other balances under another hash.
    const testClient = createTestClient({ mode: 'anvil', transport: http(first.rpcUrl) })
    const snapshot = await testClient.snapshot()
    await mined(first.rpcUrl, (wallet) => wallet.sendTransaction({ chain, to: stranger, value: parseEther('2') }))
    await service.caughtUp(31337)
    const replaced = await balancesOf(holder, 31337)
    expect(numericOf(replaced, 'ETH')).toBe((await onChain(first.rpcUrl, holder)).ETH)
    await testClient.revert({ id: snapshot })
    await mined(first.rpcUrl, (wallet) => wallet.sendTransaction({ chain, to: stranger, value: parseEther('3') }))
    const replacing = await balancesOf(holder, 31337)
    expect(numericOf(replacing, 'ETH')).not.toBe(numericOf(replaced, 'ETH'))
    expect(numericOf(replacing, 'ETH')).toBe((await onChain(first.rpcUrl, holder)).ETH)
  })

  it("never answers one account's or one chain's balances for another", { timeout: 60_000 }, async () => {
    // The same address holds other balances on each chain, and each account its own.
    await mined(second.rpcUrl, (wallet) => wallet.sendTransaction({ chain: { id: 31338, name: 'second', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [second.rpcUrl] } } }, to: other, value: parseEther('4') }))
    const expected = {
      holderFirst: await onChain(first.rpcUrl, holder),
      holderSecond: await onChain(second.rpcUrl, holder),
      otherFirst: await onChain(first.rpcUrl, other),
    }
    expect(new Set(Object.values(expected).map((each) => each.ETH)).size).toBe(3)
    for (let round = 0; round < 3; round += 1) {
      const [holderFirst, holderSecond, otherFirst] = await Promise.all([balancesOf(holder, 31337), balancesOf(holder, 31338), balancesOf(other, 31337)])
      expect({ ETH: numericOf(holderFirst, 'ETH'), PTT: numericOf(holderFirst, 'PTT') }).toEqual(expected.holderFirst)
      expect({ ETH: numericOf(holderSecond, 'ETH'), PTT: numericOf(holderSecond, 'PTT') }).toEqual(expected.holderSecond)
      expect({ ETH: numericOf(otherFirst, 'ETH'), PTT: numericOf(otherFirst, 'PTT') }).toEqual(expected.otherFirst)
      expect(holderSecond.every((balance) => balance.chainId === 'eip155:31338')).toBe(true)
      // Same block hash, same address: still the balances of the chain asked for.
      const [sameNodeFirst, sameNodeOther] = await Promise.all([balancesOf(holder, 31337), balancesOf(holder, 31339)])
      expect([...new Set(sameNodeFirst.map((balance) => balance.chainId))]).toEqual(['eip155:31337'])
      expect([...new Set(sameNodeOther.map((balance) => balance.chainId))]).toEqual(['eip155:31339'])
    }
  })

  it('reads balances once per block: later requests at the same block read only the latest block', { timeout: 60_000 }, async () => {
    const balanceReads = () => front.methods.filter((method) => method === 'eth_getBalance' || method === 'eth_call')
    await mined(first.rpcUrl, (wallet) => wallet.sendTransaction({ chain: { id: 31337, name: 'first', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [first.rpcUrl] } } }, to: other, value: 1n }))
    await service.caughtUp(31337)
    front.methods.length = 0
    const firstAnswer = await balancesOf(other, 31337)
    expect(balanceReads()).toEqual(['eth_getBalance', 'eth_call'])
    front.methods.length = 0
    const answers = await Promise.all(Array.from({ length: 10 }, () => balancesOf(other, 31337)))
    for (const answer of answers) expect(answer).toEqual(firstAnswer)
    expect(balanceReads()).toEqual([])
    expect(front.methods).toContain('eth_getBlockByNumber')
  })
})
