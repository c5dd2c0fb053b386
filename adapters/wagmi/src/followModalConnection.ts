import type { Config } from '@wagmi/core'
import type { ModalConnection } from './ModalConnection.ts'
import { MODAL_CONNECTOR_ID } from './modalConnectorId.ts'

/**
 * Keeps wagmi's state on the modal's connection: when the modal connects, switches chain or
 * account, or disconnects, the modal connector's emitter tells wagmi (`connect`, `change`,
 * `disconnect`), as a wallet's events would. While wagmi is itself (re)connecting it is left
 * alone and checked again once it is done. Returns the function that stops.
 */
export function followModalConnection(config: Config, link: ModalConnection): () => void {
  const sync = () => {
    const { status, connections } = config.state
    if (status === 'connecting' || status === 'reconnecting') return
    const connector = config.connectors.find((each) => each.id === MODAL_CONNECTOR_ID)
    if (!connector) return
    const modal = link.state()
    const known = connections.get(connector.uid)
    if (modal && !known) connector.emitter.emit('connect', modal)
    else if (modal && known) {
      const sameAccounts = modal.accounts.length === known.accounts.length && modal.accounts.every((address, index) => address === known.accounts[index])
      if (!sameAccounts || modal.chainId !== known.chainId) connector.emitter.emit('change', modal)
    } else if (!modal && known) connector.emitter.emit('disconnect')
  }
  const stopLink = link.subscribe(sync)
  const stopStatus = config.subscribe((state) => state.status, sync)
  sync()
  return () => {
    stopLink()
    stopStatus()
  }
}
