import { BaseError } from '@portico/kernel'
import type { ChainNamespace, Network } from '@portico/kernel'
import { Storage } from '@portico/kernel/extend'
import type { ConnectorAdapter, Pairing } from '@portico/kernel/extend'
import { afterEach, describe, expect, it } from 'vitest'
import { memoryStorageBackend } from '../../../kernel/src/services/memoryStorageBackend.ts'
import type { ConnectorDefinitionOf, ConnectorDriver } from './ConnectorDriver.ts'
import { expectProviderAnswers } from './expectProviderAnswers.ts'
import { expectProviderEnded } from './expectProviderEnded.ts'
import { recordingAdapterContext } from './recordingAdapterContext.ts'
import { startPairing } from './startPairing.ts'
import type { PairingInProgress, PairingOutcome } from './startPairing.ts'

/** What the connector verbs' contract needs: the adapter, its networks, and its driver. */
export interface ConnectorContractOptions<Adapter extends ConnectorAdapter> {
  create: () => ConnectorDefinitionOf<Adapter>
  networks: Network[]
  driver: ConnectorDriver<Adapter> | undefined
}

const allNamespaces: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122', 'polkadot']
// A pairing goes through a relay and a wallet: generous on a loaded machine. Never a check of speed.
const verbTimeoutMs = 60_000
const settleTimeoutMs = 20_000
// How long to watch for something that must not happen (a pairing after an abort, a resolve before the wallet answered).
const quietMs = 500

const noPair = 'the adapter does not pair'

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** How `pair` ended, or a failure naming what it still waited for after `settleTimeoutMs`. */
async function settled(attempt: PairingInProgress, waitingFor: string): Promise<PairingOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`pair did not settle within ${settleTimeoutMs} ms ${waitingFor}`)), settleTimeoutMs)
  })
  return Promise.race([attempt.outcome, timeout]).finally(() => clearTimeout(timer))
}

function expectRejection(outcome: PairingOutcome, what: string): BaseError {
  expect(outcome.status, what).toBe('rejected')
  const error = outcome.status === 'rejected' ? outcome.error : undefined
  expect(error, `${what}: a BaseError`).toBeInstanceOf(BaseError)
  return error as BaseError
}

function expectValidPairing(pairing: Pairing, offeredAt: number): void {
  expect(pairing.uri, 'pairing.uri').toMatch(/^[a-z][a-z0-9+.-]*:\S+$/i)
  expect(Number.isFinite(pairing.expiresAt), `pairing.expiresAt ${pairing.expiresAt}`).toBe(true)
  expect(pairing.expiresAt, 'pairing.expiresAt is after it was offered').toBeGreaterThan(offeredAt)
}

/**
 * Registers the connector verbs' checks for one connector adapter, driven by its test's driver:
 * `getProvider` before and after a session, `pair` approved, declined and aborted, `hasSession`
 * and `disconnect` where the adapter declares them, and a reload over the same storage.
 */
export function connectorContract<Adapter extends ConnectorAdapter>(options: ConnectorContractOptions<Adapter>): void {
  const { networks, driver } = options
  const instances: ConnectorAdapter[] = []
  const destroyed = new WeakSet<ConnectorAdapter>()
  const destroyOnce = (instance: ConnectorAdapter) => {
    if (destroyed.has(instance)) return
    destroyed.add(instance)
    instance.destroy?.()
  }
  afterEach(() => {
    for (const instance of instances.splice(0)) destroyOnce(instance)
  })

  async function load(create: () => ConnectorDefinitionOf<Adapter> = options.create, storage = new Storage(memoryStorageBackend())): Promise<Adapter> {
    const definition = create()
    const adapter = await definition.load(recordingAdapterContext(networks, definition.namespaces, storage))
    instances.push(adapter)
    return adapter
  }

  describe('connector verbs', () => {
    it('its contract test gives a driver, for a connector the adapter offers', async () => {
      expect(driver, 'options.connector: how the contract plays the wallet for this adapter').toBeDefined()
      const adapter = await load()
      expect(adapter.getConnectors().map((connector) => connector.id)).toContain(driver?.connectorId)
    })

    if (!driver) return
    const connectorId = driver.connectorId

    /** The namespaces the driver's connector serves. */
    const served = (adapter: Adapter): readonly ChainNamespace[] => {
      const connector = adapter.getConnectors().find((candidate) => candidate.id === connectorId)
      expect(connector, `connector ${connectorId}`).toBeDefined()
      return connector?.namespaces ?? []
    }

    const expectNoSession = (adapter: Adapter, when: string) => {
      for (const namespace of allNamespaces) expect(adapter.getProvider(namespace), `getProvider('${namespace}') ${when}`).toBeUndefined()
      if (adapter.hasSession) expect(adapter.hasSession(connectorId), `hasSession ${when}`).toBe(false)
    }

    /** Pairs, waits for the first pairing, checks `pair` has not settled yet, and has the wallet answer. */
    async function pairAndAnswer(adapter: Adapter, answer: 'approve' | 'decline'): Promise<{ attempt: PairingInProgress; outcome: PairingOutcome }> {
      const respond = driver?.[answer]
      expect(respond, `driver.${answer}: the adapter pairs`).toBeTypeOf('function')
      const attempt = startPairing(adapter as Required<Pick<ConnectorAdapter, 'pair'>>, connectorId)
      const pairing = await attempt.pairing(0)
      await pause(quietMs)
      expect(attempt.order.filter((step) => !step.startsWith('pairing')), `pair settled before the wallet was asked to ${answer}`).toEqual([])
      await respond?.call(driver, pairing)
      return { attempt, outcome: await settled(attempt, `after the wallet was asked to ${answer}`) }
    }

    /** Opens a session: the driver's way, else pairing and the wallet's approval. */
    async function makeSession(adapter: Adapter): Promise<void> {
      if (driver?.makeSession) return driver.makeSession(adapter)
      expect(adapter.pair, 'an adapter without pair needs driver.makeSession').toBeTypeOf('function')
      const { outcome } = await pairAndAnswer(adapter, 'approve')
      expect(outcome, 'pair, approved').toEqual({ status: 'resolved' })
    }

    it('getProvider gives undefined for every namespace before a session (hasSession: false)', async () => {
      const adapter = await load()
      expectNoSession(adapter, 'before a session')
      if (adapter.hasSession) expect(adapter.hasSession('no-such-connector'), 'hasSession of an unknown connector').toBe(false)
    })

    it('pair offers a pairing (a URI, expiring later) and resolves once the wallet approves, not before', { timeout: verbTimeoutMs }, async ({ skip }) => {
      const adapter = await load()
      if (!adapter.pair) return skip(noPair)
      const { attempt, outcome } = await pairAndAnswer(adapter, 'approve')
      expect(outcome, 'pair, approved').toEqual({ status: 'resolved' })
      expect(attempt.order.at(-1)).toBe('resolved')
      attempt.pairings.forEach((pairing, index) => expectValidPairing(pairing, attempt.arrivals[index] ?? 0))
      if (adapter.hasSession) expect(adapter.hasSession(connectorId), 'hasSession once pair resolved').toBe(true)
    })

    it('pair rejects with a BaseError 4001 when the wallet declines, and no session follows', { timeout: verbTimeoutMs }, async ({ skip }) => {
      const adapter = await load()
      if (!adapter.pair) return skip(noPair)
      const { outcome } = await pairAndAnswer(adapter, 'decline')
      expect(expectRejection(outcome, 'pair, declined').code).toBe(4001)
      expectNoSession(adapter, 'after a declined pairing')
    })

    it('pair gives up when its signal aborts: it rejects with a BaseError and offers no pairing after', { timeout: verbTimeoutMs }, async ({ skip }) => {
      const adapter = await load()
      if (!adapter.pair) return skip(noPair)
      const aborted = new AbortController()
      aborted.abort()
      const early = startPairing(adapter as Required<Pick<ConnectorAdapter, 'pair'>>, connectorId, aborted)
      expectRejection(await settled(early, 'with a signal aborted before the call'), 'pair with an aborted signal')
      expect(early.pairings, 'pairings offered with a signal aborted before the call').toEqual([])

      const late = startPairing(adapter as Required<Pick<ConnectorAdapter, 'pair'>>, connectorId)
      await late.pairing(0)
      late.controller.abort()
      expectRejection(await settled(late, 'after its signal aborted'), 'pair aborted while a pairing was offered')
      const offered = late.pairings.length
      await pause(quietMs)
      expect(late.pairings.length, 'pairings offered after the abort').toBe(offered)
      expectNoSession(adapter, 'after an aborted pairing')
    })

    it('pair offers a fresh pairing before the last expires, and none once its signal aborted', { timeout: verbTimeoutMs }, async ({ skip }) => {
      if (!driver.refreshing) return skip('its driver gives no refreshing adapter')
      const adapter = await load(driver.refreshing)
      if (!adapter.pair) return skip(noPair)
      const attempt = startPairing(adapter as Required<Pick<ConnectorAdapter, 'pair'>>, connectorId)
      const first = await attempt.pairing(0)
      const fresh = await attempt.pairing(1)
      const [firstAt = 0, freshAt = 0] = attempt.arrivals
      expectValidPairing(fresh, freshAt)
      expect(fresh.uri, 'the fresh pairing has its own URI').not.toBe(first.uri)
      expect(fresh.expiresAt, 'the fresh pairing expires later').toBeGreaterThan(first.expiresAt)
      expect(freshAt, 'the fresh pairing came before the first expired').toBeLessThan(first.expiresAt)
      attempt.controller.abort()
      expectRejection(await settled(attempt, 'after its signal aborted'), 'pair aborted while refreshing')
      const offered = attempt.pairings.length
      // Two refresh intervals as seen: a refresh left running would have offered one by then.
      await pause(Math.min(10_000, Math.max(quietMs, 2 * (freshAt - firstAt))))
      expect(attempt.pairings.length, 'pairings offered after the abort').toBe(offered)
    })

    it('pair of a connector the adapter does not offer rejects with a BaseError, offering no pairing', async ({ skip }) => {
      const adapter = await load()
      if (!adapter.pair) return skip(noPair)
      const attempt = startPairing(adapter as Required<Pick<ConnectorAdapter, 'pair'>>, 'no-such-connector')
      expectRejection(await settled(attempt, 'for an unknown connector'), 'pair of an unknown connector')
      expect(attempt.pairings).toEqual([])
    })

    it('after a session, getProvider hands each namespace its connector serves a provider that answers, and no other namespace one', { timeout: verbTimeoutMs }, async () => {
      const adapter = await load()
      await makeSession(adapter)
      const own = served(adapter)
      expect(own.length).toBeGreaterThan(0)
      for (const namespace of own) await expectProviderAnswers(namespace, adapter.getProvider(namespace), networks)
      for (const namespace of allNamespaces.filter((each) => !own.includes(each))) expect(adapter.getProvider(namespace), `getProvider('${namespace}'), not served`).toBeUndefined()
    })

    it('hasSession is true after a session, for its connector only', { timeout: verbTimeoutMs }, async ({ skip }) => {
      const adapter = await load()
      if (!adapter.hasSession) return skip('the adapter has no hasSession')
      await makeSession(adapter)
      expect(adapter.hasSession(connectorId), 'hasSession after a session').toBe(true)
      expect(adapter.hasSession('no-such-connector'), 'hasSession of an unknown connector').toBe(false)
    })

    it('disconnect ends the session (no provider answers, hasSession false), and does not throw without one or twice', { timeout: verbTimeoutMs }, async ({ skip }) => {
      const adapter = await load()
      if (!adapter.disconnect) return skip('the adapter has no disconnect')
      await adapter.disconnect(connectorId)
      await makeSession(adapter)
      const providers = served(adapter).map((namespace) => [namespace, adapter.getProvider(namespace)] as const)
      await adapter.disconnect(connectorId)
      expectNoSession(adapter, 'after disconnect')
      for (const [namespace, provider] of providers) await expectProviderEnded(namespace, provider, networks)
      await adapter.disconnect(connectorId)
      expectNoSession(adapter, 'after a second disconnect')
    })

    it('a fresh instance over the same storage finds the session (a reload), and none once it was disconnected', { timeout: verbTimeoutMs }, async ({ skip }) => {
      if (!driver.reload) return skip('its driver says the adapter keeps no session (reload: false)')
      const create = driver.reload()
      const storage = new Storage(memoryStorageBackend())
      const before = await load(create, storage)
      await makeSession(before)
      destroyOnce(before)

      const after = await load(create, storage)
      if (after.hasSession) expect(after.hasSession(connectorId), 'hasSession after a reload').toBe(true)
      for (const namespace of served(after)) await expectProviderAnswers(namespace, after.getProvider(namespace), networks)
      if (!after.disconnect) return
      await after.disconnect(connectorId)
      destroyOnce(after)

      const later = await load(create, storage)
      expectNoSession(later, 'after a reload following disconnect')
    })
  })
}
