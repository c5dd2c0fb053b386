export { evmNetworks } from './evmNetworks.ts'
export { evmNetworkById } from './evmNetworkById.ts'
export { toPorticoNetwork } from './toPorticoNetwork.ts'
