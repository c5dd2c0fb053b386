// The demo wallet page: a person pastes a dapp's `wc:` URI, then approves or rejects the session
// proposal and each request with buttons. It runs the harness's TestWalletKit in the page with
// the policy 'ask', on the local relay; `startWalletPage` passes the config in at serve time.
import type { WalletKitTypes } from '@reown/walletkit'
import type { SessionTypes } from '@walletconnect/types'
import { decode } from '@portico/kernel/extend'
import { startTestWalletKit } from '../startTestWalletKit.ts'
import type { TestWalletKit, WalletRequest } from '../TestWalletKit.ts'
import { WalletPageConfig } from '../WalletPageConfig.ts'

declare const __PORTICO_WALLET_PAGE_CONFIG__: unknown

/** The sign client's `requestQueueDelay` (@walletconnect/sign-client: one second). */
const signClientReplayDelayMs = 1_000

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, attributes: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag)
  if (text !== undefined) created.textContent = text
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value)
  return created
}

function byId(id: string): HTMLElement {
  const found = document.getElementById(id)
  if (!found) throw new Error(`The page has no #${id}`)
  return found
}

const status = byId('status')

function announce(text: string, isError = false): void {
  status.textContent = text
  status.classList.toggle('error', isError)
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** A button that runs the action once, disabled meanwhile, and reports failures in the status line. */
function actionButton(label: string, kind: 'approve' | 'reject' | 'neutral', accessibleName: string, action: () => Promise<void>): HTMLButtonElement {
  const button = element('button', label, { type: 'button', 'data-kind': kind, 'aria-label': accessibleName })
  button.addEventListener('click', () => {
    button.disabled = true
    action().catch((error: unknown) => {
      button.disabled = false
      announce(describeError(error), true)
    })
  })
  return button
}

function chainsOf(proposal: WalletKitTypes.SessionProposal): string[] {
  const { requiredNamespaces, optionalNamespaces } = proposal.params
  return [...Object.entries(requiredNamespaces), ...Object.entries(optionalNamespaces ?? {})].flatMap(([key, namespace]) => namespace.chains ?? [key])
}

function renderProposals(wallet: TestWalletKit): void {
  const list = byId('proposals')
  list.replaceChildren()
  for (const proposal of wallet.pendingProposals()) {
    const { name, url } = proposal.params.proposer.metadata
    const item = element('li', undefined, { 'data-state': 'pending' })
    item.append(element('p', `${name} (${url}) asks to connect on ${chainsOf(proposal).join(', ')}.`))
    item.append(
      actionButton('Approve', 'approve', `Approve the connection of ${name}`, async () => {
        await wallet.approve(proposal)
        announce(`Connected to ${name}.`)
      }),
      actionButton('Reject', 'reject', `Reject the connection of ${name}`, async () => {
        await wallet.reject(proposal)
        announce(`Rejected ${name}.`)
      }),
    )
    list.append(item)
  }
  if (list.childElementCount === 0) list.append(element('li', 'None.'))
}

function renderRequests(wallet: TestWalletKit): void {
  const list = byId('requests')
  list.replaceChildren()
  const answered = (request: WalletRequest, outcome: string) => announce(`${request.method}: ${outcome}.`)
  for (const request of wallet.pendingRequests()) {
    const item = element('li', undefined, { 'data-state': 'pending' })
    item.append(element('p', `${request.method} on ${request.chainId}`), element('pre', JSON.stringify(request.params, null, 2)))
    item.append(
      actionButton('Approve', 'approve', `Approve ${request.method}`, async () => {
        const handled = await wallet.approveRequest(request)
        answered(request, handled.outcome === 'approved' ? 'approved' : `failed (${handled.error?.message ?? 'unknown error'})`)
      }),
      actionButton('Reject', 'reject', `Reject ${request.method}`, async () => {
        await wallet.rejectRequest(request)
        answered(request, 'rejected')
      }),
    )
    list.append(item)
  }
  for (const handled of wallet.handledRequests.slice(-5).reverse()) {
    list.append(element('li', `${handled.method} on ${handled.chainId}: ${handled.outcome}`, { 'data-state': handled.outcome }))
  }
  if (list.childElementCount === 0) list.append(element('li', 'None.'))
}

function renderSessions(wallet: TestWalletKit): void {
  const list = byId('sessions')
  list.replaceChildren()
  for (const session of wallet.sessions() as SessionTypes.Struct[]) {
    const { name } = session.peer.metadata
    const accounts = Object.values(session.namespaces).flatMap((namespace) => namespace.accounts)
    const item = element('li', undefined, { 'data-state': 'connected' })
    item.append(element('p', `${name}: ${accounts.join(', ')}`))
    item.append(
      actionButton('Disconnect', 'neutral', `Disconnect ${name}`, async () => {
        await wallet.disconnect(session.topic)
        announce(`Disconnected from ${name}.`)
      }),
    )
    list.append(item)
  }
  if (list.childElementCount === 0) list.append(element('li', 'None.'))
}

async function start(): Promise<void> {
  const config = decode(WalletPageConfig, __PORTICO_WALLET_PAGE_CONFIG__)
  if (!config.ok) throw new Error(`The wallet page's config is invalid: ${config.error}`)
  const { relayUrl, projectId, rpcUrls, solanaRpcUrl } = config.value
  const wallet = await startTestWalletKit({
    relayUrl,
    projectId,
    storagePrefix: 'portico-wallet-page',
    requestPolicy: 'ask',
    rpcUrls: Object.fromEntries(Object.entries(rpcUrls).map(([chainId, url]) => [Number(chainId), url])),
    ...(solanaRpcUrl !== null ? { solanaRpcUrl } : {}),
  })
  byId('accounts').textContent = `Accounts: ${wallet.evmAccount.address} (EVM), ${wallet.solanaKeypair.publicKey.toBase58()} (Solana). Relay: ${relayUrl}.`
  const render = () => {
    renderProposals(wallet)
    renderRequests(wallet)
    renderSessions(wallet)
  }
  wallet.onChange(render)
  render()
  byId('pair-form').addEventListener('submit', (event) => {
    event.preventDefault()
    const input = byId('uri') as HTMLInputElement
    const uri = input.value.trim()
    announce('Pairing...')
    wallet
      .pair(uri)
      .then(() => {
        input.value = ''
        announce('Paired: waiting for the session proposal.')
      })
      .catch((error: unknown) => announce(`Pairing failed: ${describeError(error)}`, true))
  })
  // One second after it starts, WalletKit's sign client replays the session messages it holds
  // unacknowledged, without the relay's empty attestation, and then asks verify.walletconnect.org
  // about them (its dev switch reads Node's process.env, which a page lacks). A request arriving
  // within that second could be replayed so. The page says ready once that replay is behind it:
  // the timer below is set after the client's, with no shorter delay, so it runs after it.
  await new Promise((resolve) => setTimeout(resolve, signClientReplayDelayMs))
  document.body.dataset.state = 'ready'
}

start().catch((error: unknown) => {
  announce(`The wallet could not start: ${describeError(error)}`, true)
  document.body.dataset.state = 'failed'
})
