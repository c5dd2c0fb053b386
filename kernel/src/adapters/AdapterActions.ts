import type { AdapterWork } from './AdapterWork.ts'
import type { AdapterWorkHost } from './AdapterWorkHost.ts'

/** The adapter actions the registry runs from the kernel's deferred half (`kernelRuntime`), once its chunk has arrived. */
export interface AdapterActions {
  startAdapterWork(host: AdapterWorkHost): AdapterWork
  loadAdapters(host: AdapterWorkHost): Promise<void>
  loadOffering(host: AdapterWorkHost, connectorId: string): Promise<void>
  loadWhenPageSettled(host: AdapterWorkHost): void
  refreshConnectors(host: AdapterWorkHost): void
  stopAdapterWork(host: AdapterWorkHost): void
}
