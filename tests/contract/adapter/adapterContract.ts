import { BaseError } from '@portico/kernel'
import { Account, CaipAddress, CaipNetworkId, Connector, decode, optionalOperations, parseCaipNetworkId } from '@portico/kernel/extend'
import type { ChainAdapter, ChainAdapterDefinition, ConnectorAdapter } from '@portico/kernel/extend'
import type { AdapterDefinition, ChainNamespace, Network } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import { connectorContract } from './connectorContract.ts'
import type { ConnectorDefinitionOf, ConnectorDriver } from './ConnectorDriver.ts'
import { recordingAdapterContext } from './recordingAdapterContext.ts'
import type { RecordingAdapterContext } from './recordingAdapterContext.ts'

/** What the adapter contract needs to drive an adapter without a person at the wallet. */
export interface AdapterContractOptions<Adapter extends ConnectorAdapter = ConnectorAdapter> {
  /** Calls the adapter's factory, such as `() => evm()`. */
  create: () => ChainAdapterDefinition | ConnectorDefinitionOf<Adapter>
  /** The networks its context gets; at least one of its namespace. */
  networks: Network[]
  /** Chain adapters: a connector that connects without a prompt here. */
  connectorId?: string
  /**
   * Chain adapters: how to make a connect decline: connect through `connectorId`, on the adapter
   * `create` makes (default `options.create`), after `arrange` prepared the wallet.
   */
  decline?: { connectorId: string; create?: () => AdapterDefinition; arrange?: () => void }
  /** Connector adapters (required there): how the contract plays the wallet to check `pair`, `getProvider`, `hasSession` and `disconnect`. */
  connector?: ConnectorDriver<Adapter>
}

const knownNamespaces: readonly string[] = ['eip155', 'solana', 'bip122', 'polkadot']

function namespacesOf(definition: AdapterDefinition): readonly ChainNamespace[] {
  return definition.kind === 'chain' ? [definition.namespace] : definition.namespaces
}

async function loaded(options: Pick<AdapterContractOptions, 'create' | 'networks'>): Promise<{ instance: ChainAdapter | ConnectorAdapter; context: RecordingAdapterContext; definition: AdapterDefinition }> {
  const definition = options.create()
  const context = recordingAdapterContext(options.networks, namespacesOf(definition))
  const instance = await definition.load(context)
  return { instance, context, definition }
}

/** Checks a connect or reconnect result: decoded accounts of the namespace, SPEC §5 CAIP ids. */
function expectValidResult(namespace: ChainNamespace, result: unknown): void {
  const { accounts, caipNetworkId } = result as { accounts: unknown[]; caipNetworkId: unknown }
  expect(CaipNetworkId.is(caipNetworkId), `caipNetworkId ${String(caipNetworkId)}`).toBe(true)
  expect(parseCaipNetworkId(caipNetworkId as string)?.namespace).toBe(namespace)
  expect(Array.isArray(accounts) && accounts.length > 0).toBe(true)
  for (const account of accounts) {
    const decoded = decode(Account, account)
    expect(decoded.ok ? 'ok' : decoded.error).toBe('ok')
    const { address, namespace: accountNamespace } = account as Account
    expect(accountNamespace).toBe(namespace)
    expect(CaipAddress.is(`${caipNetworkId as string}:${address}`), `CAIP address of ${address}`).toBe(true)
  }
}

/** Registers the adapter contract's tests for one adapter: every adapter must pass them. */
export function adapterContract<Adapter extends ConnectorAdapter = ConnectorAdapter>(name: string, options: AdapterContractOptions<Adapter>): void {
  describe(`adapter contract: ${name}`, () => {
    it('its factory returns a plain object with kind, id, namespace(s) and load', () => {
      const definition = options.create()
      expect(Object.getPrototypeOf(definition)).toBe(Object.prototype)
      expect(['chain', 'connector']).toContain(definition.kind)
      expect(typeof definition.id).toBe('string')
      expect(definition.id.length).toBeGreaterThan(0)
      const namespaces = namespacesOf(definition)
      expect(namespaces.length).toBeGreaterThan(0)
      for (const namespace of namespaces) expect(knownNamespaces).toContain(namespace)
      expect(typeof definition.load).toBe('function')
    })

    it('load resolves an instance whose capabilities all start with its namespace and ":"', async () => {
      const { instance, definition } = await loaded(options)
      const namespaces = namespacesOf(definition)
      expect(Array.isArray(instance.capabilities)).toBe(true)
      for (const capability of instance.capabilities) {
        expect(namespaces.some((namespace) => capability.startsWith(`${namespace}:`) && capability.length > namespace.length + 1), capability).toBe(true)
      }
      if (definition.kind === 'chain') expect((instance as ChainAdapter).namespace).toBe(definition.namespace)
      else expect(typeof (instance as ConnectorAdapter).getProvider).toBe('function')
    })

    it('its connectors decode with the Connector codec and serve its namespaces', async () => {
      const { instance, definition } = await loaded(options)
      const connectors: unknown[] = instance.getConnectors()
      expect(Array.isArray(connectors)).toBe(true)
      for (const connector of connectors) {
        const decoded = decode(Connector, connector)
        expect(decoded.ok ? 'ok' : decoded.error).toBe('ok')
        const served = (connector as Connector).namespaces
        expect(served.some((namespace) => namespacesOf(definition).includes(namespace))).toBe(true)
      }
      expect(new Set(connectors.map((connector) => (connector as Connector).id)).size).toBe(connectors.length)
    })

    it('each optional operation exists exactly when its capability is announced', async () => {
      const { instance, definition } = await loaded(options)
      if (definition.kind !== 'chain') return
      const chain = instance as ChainAdapter
      for (const [operation, capability] of Object.entries(optionalOperations)) {
        const announced = chain.capabilities.includes(`${definition.namespace}:${capability}`)
        expect(typeof chain[operation as keyof typeof optionalOperations] === 'function', `${operation} vs ${definition.namespace}:${capability}`).toBe(announced)
      }
    })

    it('each extension is announced as a capability under its own key, of its namespace', async () => {
      const { instance, definition } = await loaded(options)
      if (definition.kind !== 'chain') return
      for (const key of Object.keys((instance as ChainAdapter).extensions ?? {})) {
        expect(key.startsWith(`${definition.namespace}:`), `${key} is of ${definition.namespace}`).toBe(true)
        expect(instance.capabilities, `${key} is announced`).toContain(key)
      }
    })

    const { create } = options
    if (create().kind === 'connector') {
      const createConnector = () => {
        const definition = create()
        if (definition.kind !== 'connector') throw new Error(`${name}: create() made a ${definition.kind} adapter`)
        return definition
      }
      connectorContract({ create: createConnector, networks: options.networks, driver: options.connector })
      return
    }

    it('connect returns decoded accounts and a CAIP network id valid per SPEC §5', async () => {
      const { instance, definition } = await loaded(options)
      if (definition.kind !== 'chain') return
      const chain = instance as ChainAdapter
      const network = options.networks.find((candidate) => candidate.chainNamespace === definition.namespace)
      expect(options.connectorId, 'options.connectorId').toBeDefined()
      expectValidResult(chain.namespace, await chain.connect(options.connectorId as string, network))
      await chain.disconnect()
    })

    it('a declined connect throws a BaseError with code 4001', async () => {
      const { instance } = await loaded({ ...options, create: options.decline?.create ?? options.create })
      const chain = instance as ChainAdapter
      expect(options.decline, 'options.decline').toBeDefined()
      options.decline?.arrange?.()
      const error = await chain.connect(options.decline?.connectorId as string).then(
        () => undefined,
        (thrown: unknown) => thrown,
      )
      expect(error).toBeInstanceOf(BaseError)
      expect((error as BaseError).code).toBe(4001)
    })

    it('disconnect works after a connect, and twice', async () => {
      const { instance } = await loaded(options)
      const chain = instance as ChainAdapter
      await chain.connect(options.connectorId as string)
      await expect(chain.disconnect()).resolves.toBeUndefined()
      await expect(chain.disconnect()).resolves.toBeUndefined()
    })

    it('reconnect, when present, gives a valid result or undefined', async () => {
      const { instance } = await loaded(options)
      const chain = instance as ChainAdapter
      if (!chain.reconnect) return
      await chain.connect(options.connectorId as string)
      const result = await chain.reconnect(options.connectorId as string)
      if (result !== undefined) expectValidResult(chain.namespace, result)
      const unknown = await chain.reconnect('no-such-connector').catch((thrown: unknown) => thrown)
      expect(unknown === undefined || unknown instanceof BaseError, 'reconnect of an unknown connector').toBe(true)
    })

    it('switchNetwork, when announced, switches to another configured network', async () => {
      const { instance } = await loaded(options)
      const chain = instance as ChainAdapter
      const own = options.networks.filter((network) => network.chainNamespace === chain.namespace)
      if (!chain.switchNetwork || own.length < 2) return
      await chain.connect(options.connectorId as string, own[0])
      await expect(chain.switchNetwork(own[1] as Network)).resolves.toBeUndefined()
    })

    it('destroy, when present, releases it without throwing', async () => {
      const { instance } = await loaded(options)
      expect(() => instance.destroy?.()).not.toThrow()
    })
  })
}
