// AppKit's recipe "Sign messages, send transactions and get the balance with ethers", renamed.
import { useAppKitAccount, useAppKitNetworkCore, useAppKitProvider, type Provider } from '@portico/kernel/react'
import { BrowserProvider, JsonRpcSigner, formatEther, parseUnits } from 'ethers'

export function EthersActions() {
  const { address, isConnected } = useAppKitAccount()
  const { chainId } = useAppKitNetworkCore()
  const { walletProvider } = useAppKitProvider<Provider>('eip155')

  const handleGetBalance = async () => {
    const provider = new BrowserProvider(walletProvider, chainId)
    const balance = await provider.getBalance(address!)
    console.log(`${formatEther(balance)} ETH`)
  }

  const handleSignMsg = async () => {
    const provider = new BrowserProvider(walletProvider, chainId)
    const signer = new JsonRpcSigner(provider, address!)
    console.log(await signer.signMessage('Hello Reown AppKit!'))
  }

  const handleSendTx = async () => {
    const provider = new BrowserProvider(walletProvider, chainId)
    const signer = new JsonRpcSigner(provider, address!)
    const tx = await signer.sendTransaction({ to: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045', value: parseUnits('0.0001', 'gwei') })
    console.log(tx.hash)
  }

  if (!isConnected) return null
  return (
    <div>
      <button onClick={handleSendTx}>Send Transaction</button>
      <button onClick={handleSignMsg}>Sign msg</button>
      <button onClick={handleGetBalance}>Get Balance</button>
    </div>
  )
}
