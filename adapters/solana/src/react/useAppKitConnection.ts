import { ConfigError, useAppKitNetwork } from '@portico/kernel/react'
import { useChainExtension } from '@portico/ui'
import type { Connection } from '@solana/web3.js'
import { useMemo } from 'react'

/**
 * A web3.js Connection to the active Solana network's RPC (the adapter's `rpcUrls` first), as
 * AppKit's `useAppKitConnection`: undefined until the Solana adapter has loaded, while the active
 * network is not a Solana one, and when that network has no RPC url. The same Connection while the
 * network stays.
 */
export function useAppKitConnection(): { connection: Connection | undefined } {
  const connections = useChainExtension('solana:connection')
  const { caipNetwork } = useAppKitNetwork()
  const network = caipNetwork?.chainNamespace === 'solana' ? caipNetwork : undefined
  const connection = useMemo(() => {
    if (!connections || !network) return undefined
    try {
      return connections.connection(network)
    } catch (error) {
      // A network without an RPC url has no Connection.
      if (error instanceof ConfigError) return undefined
      throw error
    }
  }, [connections, network])
  return useMemo(() => ({ connection }), [connection])
}
