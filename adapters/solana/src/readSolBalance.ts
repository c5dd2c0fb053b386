import type { Network } from '@portico/kernel'
import type { TokenBalance } from '@portico/kernel/extend'
import { PublicKey } from '@solana/web3.js'
import type { Connection } from '@solana/web3.js'
import { formatLamports } from './formatLamports.ts'

/** The SOL balance of an address as a SPEC §3 token balance: decimals "9", the amount in SOL as decimal text, without a price (none is asked). */
export async function readSolBalance(connection: Connection, address: string, network: Network): Promise<TokenBalance> {
  const lamports = await connection.getBalance(new PublicKey(address))
  const iconUrl = network.assets?.imageUrl
  return {
    name: 'Solana',
    symbol: 'SOL',
    chainId: network.caipNetworkId,
    quantity: { decimals: '9', numeric: formatLamports(BigInt(lamports)) },
    ...(iconUrl ? { iconUrl } : {}),
  }
}
