import { createPublicClient, createWalletClient, erc20Abi, getAddress, http, parseAbi, parseEther } from 'viem'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from './anvil.ts'
import type { AnvilChain } from './anvil.ts'
import { anvilAccounts } from './anvilAccounts.ts'
import { deployExchange } from './deployExchange.ts'
import type { HarnessExchange } from './deployExchange.ts'
import { deployToken } from './deployToken.ts'
import { exchangeSeed } from './exchangeSeed.ts'
import { localChainOf } from './localChainOf.ts'
import { porticoDollar } from './porticoDollar.ts'

const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)', 'function feeToSetter() view returns (address)'])
const pairAbi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)', 'function token0() view returns (address)'])
const routerAbi = parseAbi([
  'function WETH() view returns (address)',
  'function factory() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[])',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
])

const accounts = anvilAccounts()
let chain: AnvilChain
let token: Address
let exchange: HarnessExchange
const client = () => createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })

/** A pool's reserves as [reserve of `a`, reserve of `b`]. */
async function reserves(a: Address, b: Address): Promise<[bigint, bigint]> {
  const pair = await client().readContract({ address: exchange.factory, abi: factoryAbi, functionName: 'getPair', args: [a, b] })
  const [[reserve0, reserve1], token0] = await Promise.all([
    client().readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' }),
    client().readContract({ address: pair, abi: pairAbi, functionName: 'token0' }),
  ])
  return getAddress(token0) === a ? [reserve0, reserve1] : [reserve1, reserve0]
}

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337 })
  token = await deployToken(chain.rpcUrl)
  exchange = await deployExchange(chain.rpcUrl, token)
}, 60_000)

afterAll(() => chain?.stop())

describe.sequential('deployExchange', () => {
  it('deploys WETH9, the factory (feeToSetter account 0), the router over them, and PUSD (1 000 000 to each account)', async () => {
    expect(await client().readContract({ address: exchange.router, abi: routerAbi, functionName: 'WETH' })).toBe(exchange.weth)
    expect(await client().readContract({ address: exchange.router, abi: routerAbi, functionName: 'factory' })).toBe(exchange.factory)
    expect(await client().readContract({ address: exchange.factory, abi: factoryAbi, functionName: 'feeToSetter' })).toBe(accounts[0]!.address)
    const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) => client().readContract({ address: exchange.dollar, abi: erc20Abi, functionName })
    expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual(['Portico Dollar', 'PUSD', 6])
    for (const account of accounts.slice(0, 9)) {
      expect(await client().readContract({ address: exchange.dollar, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })).toBe(porticoDollar.amountPerHolder)
    }
    // Account 0 sent nothing: what it deploys next lands where it did before the exchange existed.
    expect(await client().getTransactionCount({ address: accounts[0]!.address })).toBe(1)
  })

  it('seeds ETH/PTT 100 : 150 000 and PTT/PUSD 100 000 : 200 000 from account 9', async () => {
    expect(await reserves(exchange.weth, token)).toEqual([exchangeSeed.ethPool.eth, exchangeSeed.ethPool.ptt])
    expect(await reserves(token, exchange.dollar)).toEqual([exchangeSeed.dollarPool.ptt, exchangeSeed.dollarPool.pusd])
    expect(await client().readContract({ address: exchange.factory, abi: factoryAbi, functionName: 'getPair', args: [exchange.weth, exchange.dollar] })).toBe(
      '0x0000000000000000000000000000000000000000',
    )
    const pttLeft = await client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [accounts[9]!.address] })
    expect(pttLeft).toBe(parseEther('1000000') - exchangeSeed.ethPool.ptt - exchangeSeed.dollarPool.ptt)
  })

  it('quotes through the router, and a swap on it pays exactly the quote', async () => {
    const path = [exchange.weth, token]
    const [, quoted] = await client().readContract({ address: exchange.router, abi: routerAbi, functionName: 'getAmountsOut', args: [parseEther('1'), path] })
    // 1 ETH into 100 : 150 000 with the 0.3 % fee: 997 · 150 000 / (100 000 + 997) ≈ 1480.64 PTT.
    expect(quoted).toBe((parseEther('1') * 997n * exchangeSeed.ethPool.ptt) / (exchangeSeed.ethPool.eth * 1000n + parseEther('1') * 997n))
    const [, , twoHops] = await client().readContract({ address: exchange.router, abi: routerAbi, functionName: 'getAmountsOut', args: [parseEther('1'), [exchange.weth, token, exchange.dollar]] })
    // About 1480 PTT, then about 2940 PUSD (1 PTT = 2 PUSD, less the fee and the impact).
    expect(Number(twoHops) / 1e6).toBeGreaterThan(2900)
    expect(Number(twoHops) / 1e6).toBeLessThan(2962)

    const swapper = accounts[1]!
    const wallet = createWalletClient({ account: swapper, chain: await localChainOf(chain.rpcUrl), transport: http(chain.rpcUrl) })
    const before = await client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [swapper.address] })
    // A gas limit given, not estimated: the pair writes its cumulative prices only when the swap lands
    // in a later second than its last update, so an estimate made in the same second can fall short
    // (as movePrice's swaps did).
    const hash = await wallet.writeContract({ address: exchange.router, abi: routerAbi, functionName: 'swapExactETHForTokens', args: [quoted!, path, swapper.address, 2n ** 40n], value: parseEther('1'), gas: 400_000n })
    expect((await client().waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success')
    const after = await client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [swapper.address] })
    expect(after - before).toBe(quoted)
  })

  it('movePrice moves the ETH/PTT price of PTT by about the percent, up and down', async () => {
    const pttPrice = async () => {
      const [eth, ptt] = await reserves(exchange.weth, token)
      return Number(eth) / Number(ptt)
    }
    const start = await pttPrice()
    await exchange.movePrice(10)
    const up = await pttPrice()
    expect(up / start).toBeGreaterThan(1.09)
    expect(up / start).toBeLessThan(1.11)
    await exchange.movePrice(-20)
    const down = await pttPrice()
    expect(down / up).toBeGreaterThan(0.79)
    expect(down / up).toBeLessThan(0.81)
  })
})
