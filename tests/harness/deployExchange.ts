import factoryArtifact from '@uniswap/v2-core/build/UniswapV2Factory.json'
import routerArtifact from '@uniswap/v2-periphery/build/UniswapV2Router02.json'
import wethArtifact from '@uniswap/v2-periphery/build/WETH9.json'
import { createWalletClient, erc20Abi, getAddress, http, isHex, maxUint256, parseAbi, publicActions } from 'viem'
import type { Address, Chain, Hex } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { anvilAccounts } from './anvilAccounts.ts'
import { exchangeSeed } from './exchangeSeed.ts'
import { localChainOf } from './localChainOf.ts'
import { porticoDollar } from './porticoDollar.ts'

/** The local Uniswap v2 exchange of a harness chain, each helper resolving once mined. */
export interface HarnessExchange {
  router: Address
  factory: Address
  weth: Address
  /** The Portico Dollar (PUSD, 6 decimals). */
  dollar: Address
  /** Swaps from anvil account 8 to move the ETH/PTT pool's price by about `percent` (positive: PTT dearer in ETH). Resolves once mined. */
  movePrice(percent: number): Promise<void>
}

/** The published bytecode of an artifact (hex without `0x`), checked. */
function bytecodeOf(artifact: { bytecode: string }, name: string): Hex {
  const bytecode = artifact.bytecode.startsWith('0x') ? artifact.bytecode : `0x${artifact.bytecode}`
  if (!isHex(bytecode) || bytecode.length < 4) throw new Error(`The ${name} artifact of @uniswap has no hex bytecode`)
  return bytecode
}

const factoryConstructor = parseAbi(['constructor(address feeToSetter)'])
const routerConstructor = parseAbi(['constructor(address factory, address weth)'])
const wethConstructor = parseAbi(['constructor()'])
const factoryAbi = parseAbi(['function getPair(address tokenA, address tokenB) view returns (address)'])
const pairAbi = parseAbi(['function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)', 'function token0() view returns (address)'])
const routerAbi = parseAbi([
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256, uint256, uint256)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256, uint256, uint256)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
])

const farDeadline = 2n ** 40n
// A swap's gas, given rather than estimated: the pair writes its cumulative prices only in a block
// of a later second than its last update, so an estimate made within the same second falls short
// when the swap is mined a second later (a revert seen under CI load).
const swapGas = 400_000n

function clientOf(account: HDAccount, chain: Chain, rpcUrl: string) {
  return createWalletClient({ account, chain, transport: http(rpcUrl) }).extend(publicActions)
}

type Client = ReturnType<typeof clientOf>

async function mined(client: Client, hash: Hex, what: string): Promise<Address | undefined> {
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new Error(`${what} failed (${hash})`)
  return receipt.contractAddress ? getAddress(receipt.contractAddress) : undefined
}

async function deployed(client: Client, hash: Hex, what: string): Promise<Address> {
  const address = await mined(client, hash, `The ${what} deployment`)
  if (!address) throw new Error(`The ${what} deployment has no contract address (${hash})`)
  return address
}

/**
 * Deploys a Uniswap v2 exchange on the anvil chain at `rpcUrl`, whose PTT token is at
 * `tokenAddress`: WETH9, UniswapV2Factory (feeToSetter anvil account 0) and UniswapV2Router02 from
 * the published artifacts of `@uniswap/v2-core` and `@uniswap/v2-periphery`, and the Portico
 * Dollar (1 000 000 PUSD to each of anvil's ten accounts). Everything is sent by anvil account 9,
 * so account 0's nonce, and the addresses it deploys at, stay as they were; account 9 then seeds
 * the pools of `exchangeSeed`. Resolves once all is mined.
 */
export async function deployExchange(rpcUrl: string, tokenAddress: Address): Promise<HarnessExchange> {
  const accounts = anvilAccounts()
  const chain = await localChainOf(rpcUrl)
  const seeder = clientOf(accounts[9]!, chain, rpcUrl)
  const weth = await deployed(seeder, await seeder.deployContract({ abi: wethConstructor, bytecode: bytecodeOf(wethArtifact, 'WETH9') }), 'WETH9')
  const factory = await deployed(
    seeder,
    await seeder.deployContract({ abi: factoryConstructor, bytecode: bytecodeOf(factoryArtifact, 'UniswapV2Factory'), args: [accounts[0]!.address] }),
    'UniswapV2Factory',
  )
  const router = await deployed(
    seeder,
    await seeder.deployContract({ abi: routerConstructor, bytecode: bytecodeOf(routerArtifact, 'UniswapV2Router02'), args: [factory, weth] }),
    'UniswapV2Router02',
  )
  const dollar = await deployed(
    seeder,
    await seeder.deployContract({
      abi: porticoDollar.abi,
      bytecode: porticoDollar.bytecode,
      args: [accounts.map((account) => account.address), porticoDollar.amountPerHolder],
    }),
    'PUSD',
  )

  const { ethPool, dollarPool } = exchangeSeed
  const approve = async (client: Client, token: Address, amount: bigint) =>
    mined(client, await client.writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [router, amount] }), `Approving ${token}`)
  await approve(seeder, tokenAddress, ethPool.ptt + dollarPool.ptt)
  await approve(seeder, dollar, dollarPool.pusd)
  const seederAddress = accounts[9]!.address
  await mined(
    seeder,
    await seeder.writeContract({
      address: router,
      abi: routerAbi,
      functionName: 'addLiquidityETH',
      args: [tokenAddress, ethPool.ptt, ethPool.ptt, ethPool.eth, seederAddress, farDeadline],
      value: ethPool.eth,
    }),
    'Adding ETH/PTT liquidity',
  )
  await mined(
    seeder,
    await seeder.writeContract({
      address: router,
      abi: routerAbi,
      functionName: 'addLiquidity',
      args: [tokenAddress, dollar, dollarPool.ptt, dollarPool.pusd, dollarPool.ptt, dollarPool.pusd, seederAddress, farDeadline],
    }),
    'Adding PTT/PUSD liquidity',
  )

  const mover = clientOf(accounts[8]!, chain, rpcUrl)
  const moverAddress = accounts[8]!.address
  let moverApproved = false
  const movePrice = async (percent: number): Promise<void> => {
    if (!(percent > -100) || !Number.isFinite(percent)) throw new Error(`movePrice: ${percent} is not a percent above -100`)
    if (percent === 0) return
    const pair = await mover.readContract({ address: factory, abi: factoryAbi, functionName: 'getPair', args: [weth, tokenAddress] })
    const [[reserve0, reserve1], token0] = await Promise.all([
      mover.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' }),
      mover.readContract({ address: pair, abi: pairAbi, functionName: 'token0' }),
    ])
    const [ethReserve, pttReserve] = getAddress(token0) === weth ? [reserve0, reserve1] : [reserve1, reserve0]
    // x·y = k: the price of PTT in ETH (x/y) is x²/k, so it moves by (1 + p) when the ETH side
    // grows by √(1 + p) (buying PTT) or the PTT side by 1/√(1 + p) (selling it); the 0.3 % fee aside.
    const factor = Math.sqrt(1 + percent / 100)
    const scaled = (reserve: bigint, by: number) => (reserve * BigInt(Math.round(by * 1e9))) / 1_000_000_000n
    if (percent > 0) {
      const value = scaled(ethReserve, factor - 1)
      const path = [weth, tokenAddress]
      await mined(mover, await mover.writeContract({ address: router, abi: routerAbi, functionName: 'swapExactETHForTokens', args: [0n, path, moverAddress, farDeadline], value, gas: swapGas }), 'Moving the price up')
      return
    }
    const amountIn = scaled(pttReserve, 1 / factor - 1)
    if (!moverApproved) {
      await approve(mover, tokenAddress, maxUint256)
      moverApproved = true
    }
    const path = [tokenAddress, weth]
    await mined(mover, await mover.writeContract({ address: router, abi: routerAbi, functionName: 'swapExactTokensForETH', args: [amountIn, 0n, path, moverAddress, farDeadline], gas: swapGas }), 'Moving the price down')
  }

  return { router, factory, weth, dollar, movePrice }
}
