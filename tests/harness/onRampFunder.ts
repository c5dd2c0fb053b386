import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { createWalletClient, http, publicActions } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { anvilAccounts } from './anvilAccounts.ts'
import { localChainOf } from './localChainOf.ts'

/**
 * TEST ONLY: the on-ramp stand-ins' funded accounts. On the anvil chains anvil account 7 (used by
 * nothing else in the harness); on the local Solana runtime the keypair of this public seed (every
 * byte 11), airdropped by the harness. Never hold real funds with either.
 */
const solanaFunderSeed = new Uint8Array(32).fill(11)

/** The keypair the stand-ins pay SOL from (test only: its seed is public). */
export function onRampSolanaFunder(): Keypair {
  return Keypair.fromSeed(solanaFunderSeed)
}

/** The anvil account the stand-ins pay ETH from. */
export function onRampEvmFunder(): HDAccount {
  return anvilAccounts()[7]!
}

/** Where the stand-ins' funded accounts live: the anvil chains' RPC by CAIP-2 id, and the Solana runtime's. */
export interface OnRampFunderOptions {
  evm: Readonly<Record<string, string>>
  solana?: { chainId: string; rpcUrl: string }
}

/**
 * The stand-ins' `payOut`: sends `amount` of the chain's native currency to `address` from the
 * funded account (anvil account 7, or the Solana funder keypair) and resolves with the hash (the
 * signature on Solana) once it landed; throws for a chain it has no account on.
 */
export function onRampFunder(options: OnRampFunderOptions): (chainId: string, address: string, amount: bigint) => Promise<string> {
  return async (chainId, address, amount) => {
    const rpcUrl = options.evm[chainId]
    if (rpcUrl !== undefined) {
      const client = createWalletClient({ account: onRampEvmFunder(), chain: await localChainOf(rpcUrl), transport: http(rpcUrl) }).extend(publicActions)
      const hash = await client.sendTransaction({ to: address as `0x${string}`, value: amount })
      const receipt = await client.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`The payment ${hash} reverted`)
      return hash
    }
    if (options.solana && chainId === options.solana.chainId) {
      const connection = new Connection(options.solana.rpcUrl, 'confirmed')
      const funder = onRampSolanaFunder()
      const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
      const transaction = new Transaction({ feePayer: funder.publicKey, blockhash, lastValidBlockHeight }).add(
        SystemProgram.transfer({ fromPubkey: funder.publicKey, toPubkey: new PublicKey(address), lamports: amount }),
      )
      transaction.sign(funder)
      const signature = await connection.sendRawTransaction(transaction.serialize())
      await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight }, 'confirmed')
      return signature
    }
    throw new Error(`No funded account on ${chainId}`)
  }
}
