import { isHex, parseUnits } from 'viem'
import type { Abi, Hex } from 'viem'
import artifact from './contracts/PorticoToken.json'

if (!isHex(artifact.bytecode)) throw new Error('tests/harness/contracts/PorticoToken.json has no hex bytecode: rebuild it')

/**
 * The ERC-20 test token of the harness (source `contracts/PorticoToken.sol`, compiled into the
 * committed `contracts/PorticoToken.json`): its metadata, its ABI and bytecode, and what each of
 * anvil's ten default accounts holds after `deployToken`.
 */
export const porticoToken = {
  name: 'Portico Test Token',
  symbol: 'PTT',
  decimals: 18,
  /** Minted to each holder at deployment: 1 000 000 PTT. */
  amountPerHolder: parseUnits('1000000', 18),
  abi: artifact.abi as Abi,
  bytecode: artifact.bytecode as Hex,
} as const
