import { SignMessage } from './SignMessage.tsx'
import { demoEnv } from './demoEnv.ts'
import { SolanaActions } from './SolanaActions.tsx'
import { PayDemo } from './PayDemo.tsx'
import { ConnectButton, useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitState, useAppKitTheme } from '@portico/kernel/react'

/** How the embedded wallet was logged in to, as `useAppKitAccount` reports it: `email ada@…`, `google ada`; a dash for other wallets. */
function loginOf(info: ReturnType<typeof useAppKitAccount>['embeddedWalletInfo']): string {
  if (!info) return '—'
  return [info.authProvider, info.user?.username ?? info.user?.email].filter(Boolean).join(' ')
}

/** The demo host page: a connect button and what the hooks report. */
export function DemoPage() {
  const { open } = useAppKit()
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const state = useAppKitState()
  const { themeMode, setThemeMode } = useAppKitTheme()
  return (
    <>
      <h1>Portico demo</h1>
      <p className="lead">A host app embedding the Portico wallet-connection modal.</p>
      <div className="row">
        <ConnectButton />
        <button className="plain" type="button" onClick={() => void open({ view: 'Networks' })}>
          Networks
        </button>
        {account.isConnected && (
          <button className="plain" type="button" onClick={() => void open({ view: 'Swap' })}>
            Swap
          </button>
        )}
        <button className="plain" type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
          Theme: {themeMode}
        </button>
      </div>
      <dl aria-label="What the hooks report">
        <dt>status</dt>
        <dd data-testid="status">{account.status ?? 'disconnected'}</dd>
        <dt>address</dt>
        <dd data-testid="address">{account.address ?? '—'}</dd>
        <dt>network</dt>
        <dd data-testid="network">{network.caipNetworkId ?? '—'}</dd>
        <dt>login</dt>
        <dd data-testid="login">{loginOf(account.embeddedWalletInfo)}</dd>
        <dt>modal</dt>
        <dd data-testid="modal">{state.open ? 'open' : 'closed'}</dd>
      </dl>
      <SignMessage />
      <SolanaActions />
      <PayDemo />
      <p className="note">
        WalletConnect: choose WalletConnect (or a wallet of All Wallets) in the modal, copy its link, and paste it in the{' '}
        <a href={demoEnv.walletPageUrl} target="_blank" rel="noreferrer">
          demo wallet
        </a>
        , which connects through the local relay.
      </p>
      {demoEnv.frameUrl ? (
        <p className="note">
          E-mail login: enter any address in the modal, then read the code on the{' '}
          <a href={demoEnv.mailPageUrl} target="_blank" rel="noreferrer">
            mail page
          </a>{' '}
          (the local mail server the secure frame sends to). A new address asks for a recovery password in the frame and gets 10 ETH on both chains.
        </p>
      ) : null}
      {demoEnv.frameUrl ? (
        <p className="note">
          Google, GitHub and Farcaster log in through local stand-ins of them, not the real providers: the{' '}
          <a href={demoEnv.standInsPageUrl} target="_blank" rel="noreferrer">
            stand-ins page
          </a>{' '}
          says how to sign in at each.
        </p>
      ) : null}
    </>
  )
}
