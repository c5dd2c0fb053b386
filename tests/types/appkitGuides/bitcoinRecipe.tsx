// AppKit's Bitcoin guide (sign a message, send a transfer), renamed: the provider is used as AppKit types it.
import { useAppKitAccount, useAppKitProvider } from '@portico/kernel/react'
import type { BitcoinConnector } from '@portico/adapter-bitcoin'

export function BitcoinActions() {
  const { address, isConnected } = useAppKitAccount({ namespace: 'bip122' })
  const { walletProvider } = useAppKitProvider<BitcoinConnector>('bip122')

  async function signMessage() {
    if (!address) throw Error('user is disconnected')
    const signature = await walletProvider.signMessage({ address, message: 'Hello Reown AppKit!' })
    console.log(signature)
  }

  async function sendTransfer() {
    const txid = await walletProvider.sendTransfer({ recipient: 'tb1q9pvjqz5u5sdgpatg3wn0ce438u5cyv85lly0pc', amount: '10000' })
    console.log(txid)
  }

  if (!isConnected) return null
  return (
    <div>
      <button onClick={signMessage}>Sign Message</button>
      <button onClick={sendTransfer}>Send Transfer</button>
    </div>
  )
}
