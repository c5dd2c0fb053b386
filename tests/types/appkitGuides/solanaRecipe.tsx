// AppKit's recipe "Send a transaction on Solana", renamed: the provider is used as AppKit types it.
import { useAppKitAccount, useAppKitProvider } from '@portico/kernel/react'
import { useAppKitConnection, type Provider } from '@portico/adapter-solana/react'
import { PublicKey, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js'

export function SolanaActions() {
  const { address } = useAppKitAccount()
  const { connection } = useAppKitConnection()
  const { walletProvider } = useAppKitProvider<Provider>('solana')

  const handleSendTx = async () => {
    const latestBlockhash = await connection!.getLatestBlockhash()
    const wallet = new PublicKey(address!)
    const transaction = new Transaction({ feePayer: wallet, recentBlockhash: latestBlockhash.blockhash }).add(
      SystemProgram.transfer({ fromPubkey: wallet, toPubkey: new PublicKey(address!), lamports: 0.001 * LAMPORTS_PER_SOL }),
    )
    const signature = await walletProvider.sendTransaction(transaction, connection!)
    console.log(signature)
  }

  const handleSignMsg = async () => {
    const encodedMessage = new TextEncoder().encode('Hello Reown AppKit!')
    const signature = await walletProvider.signMessage(encodedMessage)
    console.log(signature)
  }

  return (
    <div>
      <button onClick={handleSendTx}>Send Transaction</button>
      <button onClick={handleSignMsg}>Sign msg</button>
    </div>
  )
}
