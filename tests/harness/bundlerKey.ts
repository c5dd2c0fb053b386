import { keccak256, stringToHex } from 'viem'
import type { Hex } from 'viem'

/**
 * TEST ONLY: the private key the project service's bundler sends bundles from on the harness's
 * chains: not one of anvil's default accounts; `deploySmartAccounts` gives it 1000 ETH.
 */
export const bundlerKey: Hex = keccak256(stringToHex('portico harness bundler'))
