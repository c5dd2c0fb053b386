import { decode } from '@portico/kernel/extend'
import type { AdapterContext, Connector, PairingAuthentication } from '@portico/kernel/extend'
import type { ChainNamespace } from '@portico/kernel'
import { SignClient } from '@walletconnect/sign-client'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { defaultPairingLifetimeMs, pairUntilApproved } from '@portico/walletconnect-pairing'
import type { PairingAttempt } from '@portico/walletconnect-pairing'
import { authenticatedMessages } from './authenticatedMessages.ts'
import { buildNamespaces } from './buildNamespaces.ts'
import { closeUniversal } from './closeUniversal.ts'
import { Eip155SessionProvider } from './Eip155SessionProvider.ts'
import { ConnectorNotFoundError, ProjectIdMissingError, WalletConnectOptionsError } from './errors.ts'
import { forwardSessionEvents } from './forwardSessionEvents.ts'
import { readStoredSessions } from './readStoredSessions.ts'
import { RequestSessionProvider } from './RequestSessionProvider.ts'
import { RestartableUniversal } from './RestartableUniversal.ts'
import { universalSessionAccess } from './universalSessionAccess.ts'
import type { UniversalProviderInstance } from './UniversalProviderInstance.ts'
import { trustRelaySocket } from './trustRelaySocket.ts'
import type { WalletConnectAdapter } from './WalletConnectAdapter.ts'
import { WalletConnectOptions } from './WalletConnectOptions.ts'

const connectorId = 'walletConnect'

/** The next URI the universal provider displays, and how to stop waiting for it once the attempt settles. */
function nextDisplayedUri(universal: UniversalProviderInstance): { uri: Promise<string>; stop: () => void } {
  let show: (uri: string) => void = () => undefined
  const uri = new Promise<string>((resolve) => (show = resolve))
  const onUri = (value: unknown) => {
    if (typeof value !== 'string') return
    universal.removeListener('display_uri', onUri)
    show(value)
  }
  universal.on('display_uri', onUri)
  return { uri, stop: () => universal.removeListener('display_uri', onUri) }
}

/** Starts one proposal on the universal provider: the URI it displays, and its approval. */
function startAttempt(universal: UniversalProviderInstance, optionalNamespaces: ReturnType<typeof buildNamespaces>): PairingAttempt {
  const { uri, stop } = nextDisplayedUri(universal)
  const approved = universal.connect({ optionalNamespaces }).finally(stop)
  return { uri, approved }
}

/**
 * Starts one proposal that also asks the wallet to sign in (WalletConnect's one-click auth, SPEC
 * §7's fields): the URI it displays, and its approval, which hands the signed messages over first.
 * A wallet that cannot sign in answers the fallback proposal: it connects without messages.
 */
function startAuthenticatedAttempt(universal: UniversalProviderInstance, authentication: PairingAuthentication, methods: readonly string[]): PairingAttempt {
  const { uri, stop } = nextDisplayedUri(universal)
  const { request } = authentication
  const approved = universal
    .authenticate({ ...request, methods: request.methods ?? [...methods] })
    .then(async (result) => {
      const messages = authenticatedMessages(result.auths ?? [])
      if (messages.length > 0) await authentication.onAuthenticated(messages)
    })
    .finally(stop)
  return { uri, approved }
}

/**
 * Builds the WalletConnect adapter once the universal provider is loaded (options decoded first:
 * a ConfigError when wrong or without a project id): it proposes the configured networks'
 * namespaces, pairs, restores the session WalletConnect kept, hands each chain adapter a provider
 * for its namespace, and passes the wallet's events to them.
 */
export async function createWalletConnectAdapter(context: AdapterContext, input: unknown): Promise<WalletConnectAdapter> {
  const decoded = decode(WalletConnectOptions, input)
  if (!decoded.ok) throw new WalletConnectOptionsError(decoded.error)
  const options = decoded.value
  const projectId = options.projectId ?? context.projectId
  if (!projectId) throw new ProjectIdMissingError()
  const now = options.now ?? (() => Date.now())
  const storagePrefix = options.storagePrefix ?? 'portico'
  const proposal = buildNamespaces(context.networks)
  const served = Object.keys(proposal) as ChainNamespace[]
  const rpcChains = new Set(Object.values(proposal).flatMap((namespace) => namespace.chains.filter((chain) => chain.slice(chain.indexOf(':') + 1) in namespace.rpcMap)))
  const metadata = options.metadata ?? context.metadata
  const start = async (sessionTopic: string | undefined) => {
    const client = await SignClient.init({
      projectId,
      // Its log lines are not the host's errors: every failure that matters rejects what was asked,
      // and each tab of the origin hears the wallet's answers to the other tabs' requests, which it logs as errors.
      logger: 'silent',
      customStoragePrefix: storagePrefix,
      telemetryEnabled: false,
      ...(options.relayUrl !== undefined ? { relayUrl: options.relayUrl } : {}),
      ...(metadata !== undefined ? { metadata } : {}),
      ...(options.storage !== undefined ? { storage: options.storage } : {}),
    })
    // In a page, core would load an iframe of verify.walletconnect.org on every proposal (and
    // wait up to 5 s for it): Portico calls no one home, and the wallet verifies nothing without it.
    client.core.verify.register = async () => ''
    // Another tab's session by its topic: by default the universal provider takes the first stored, maybe an older one.
    const session = sessionTopic === undefined ? undefined : client.session.getAll().find((each) => each.topic === sessionTopic)
    // The namespace providers read through the host's RPC urls; no test call goes to them first.
    const universal = await UniversalProvider.init({ projectId, client, logger: 'silent', disableProviderPing: true, ...(session ? { session } : {}) })
    trustRelaySocket(universal)
    return universal
  }

  const access = universalSessionAccess(() => tab, rpcChains)
  const providers = new Map<ChainNamespace, Eip155SessionProvider | RequestSessionProvider>(
    served.map((namespace) => [namespace, namespace === 'eip155' ? new Eip155SessionProvider(access, context.logger) : new RequestSessionProvider(namespace, access, context.logger)]),
  )
  const tab = await RestartableUniversal.start({
    start,
    attach: (universal) => forwardSessionEvents(universal, providers, access),
    storedSessions: readStoredSessions,
    close: (universal) => closeUniversal(universal, storagePrefix),
    now,
  })
  const connectors: Connector[] = served.length > 0 ? [{ id: connectorId, type: 'WALLET_CONNECT', name: 'WalletConnect', namespaces: [...served] }] : []

  return {
    namespaces: ['eip155', 'solana', 'bip122'],
    capabilities: served.map((namespace) => `${namespace}:walletConnect`),
    getConnectors: () => connectors.map((connector) => ({ ...connector, namespaces: [...connector.namespaces] })),

    getProvider: (namespace) => (access.approved(namespace) ? providers.get(namespace) : undefined),

    async pair(id, { onPairing, signal, authentication }) {
      if (id !== connectorId || served.length === 0) throw new ConnectorNotFoundError(id)
      const universal = await tab.ready()
      const eip155Methods = proposal.eip155?.methods ?? []
      const start = authentication ? () => startAuthenticatedAttempt(universal, authentication, eip155Methods) : () => startAttempt(universal, proposal)
      try {
        await pairUntilApproved({ start, onPairing, signal, lifetimeMs: options.pairingLifetimeMs ?? defaultPairingLifetimeMs, now })
      } catch (error) {
        // Proposals left waiting are dropped from the relay subscriptions.
        await universal.cleanupPendingPairings().catch(() => undefined)
        throw error
      }
    },

    hasSession: (id) => id === connectorId && served.some((namespace) => access.approved(namespace) !== undefined),

    async disconnect(id) {
      if (id !== connectorId || !tab.session()) return
      await tab.current.disconnect()
    },

    async reloadSession(id) {
      if (id === connectorId) await tab.reload()
    },

    forgetSession(id) {
      if (id === connectorId) tab.forget()
    },

    destroy() {
      tab.destroy()
      for (const provider of providers.values()) provider.events.clear()
    },
  }
}
