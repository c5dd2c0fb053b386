import type { ChainNamespace } from '../model/ChainNamespace.ts'
import { toAdapterError } from '../errors/toAdapterError.ts'

/** The steps of connecting one namespace, given by the adapter registry. */
export interface ConnectSteps {
  connect(namespace: ChainNamespace): Promise<unknown>
  setConnecting(namespace: ChainNamespace): void
  /** Records the result; throws when it breaks the contract. */
  setConnected(namespace: ChainNamespace, result: unknown): void
  setDisconnected(namespace: ChainNamespace): void
  /** Reports a namespace that failed while another connected. */
  report(error: unknown): void
}

/**
 * Connects a connector in each namespace in turn, one wallet prompt at a time. A declined
 * prompt (4001) stops the rest. Returns the namespaces that connected; when none did, throws
 * the first error as a BaseError.
 */
export async function connectAcross(namespaces: readonly ChainNamespace[], steps: ConnectSteps): Promise<ChainNamespace[]> {
  const connected: ChainNamespace[] = []
  const errors: unknown[] = []
  for (const namespace of namespaces) {
    steps.setConnecting(namespace)
    try {
      const result = await steps.connect(namespace)
      steps.setConnected(namespace, result)
      connected.push(namespace)
    } catch (error) {
      steps.setDisconnected(namespace)
      const adapterError = toAdapterError(error)
      errors.push(adapterError)
      if (adapterError.code === 4001) break
    }
  }
  const [first] = errors
  if (connected.length === 0 && first !== undefined) throw first
  for (const error of errors) steps.report(error)
  return connected
}
