import { isHex, parseUnits } from 'viem'
import type { Abi, Hex } from 'viem'
import artifact from './contracts/PorticoDollar.json'

if (!isHex(artifact.bytecode)) throw new Error('tests/harness/contracts/PorticoDollar.json has no hex bytecode: rebuild it')

/**
 * The second ERC-20 test token of the harness, a dollar-like one for the local exchange (source
 * `contracts/PorticoDollar.sol`, compiled into the committed `contracts/PorticoDollar.json`): its
 * metadata, its ABI and bytecode, and what each of anvil's ten default accounts holds after
 * `deployExchange`.
 */
export const porticoDollar = {
  name: 'Portico Dollar',
  symbol: 'PUSD',
  decimals: 6,
  /** Minted to each holder at deployment: 1 000 000 PUSD. */
  amountPerHolder: parseUnits('1000000', 6),
  abi: artifact.abi as Abi,
  bytecode: artifact.bytecode as Hex,
} as const
