import { isHex } from 'viem'
import type { Abi, Hex } from 'viem'
import artifact from './contracts/PorticoCollection.json'

if (!isHex(artifact.bytecode)) throw new Error('tests/harness/contracts/PorticoCollection.json has no hex bytecode: rebuild it')

/**
 * The ERC-721 test collection of the harness (source `contracts/PorticoCollection.sol`, compiled
 * into the committed `contracts/PorticoCollection.json`): its default name and symbol, ABI and
 * bytecode. Anyone may mint; ids start at 1; `tokenURI` is an on-chain JSON `data:` URI with an SVG image.
 */
export const porticoCollection = {
  name: 'Portico Collection',
  symbol: 'PCOL',
  abi: artifact.abi as Abi,
  bytecode: artifact.bytecode as Hex,
} as const
