// A headless host (features.headless), as AppKit's headless examples are: no modal ever loads; the
// page draws its own wallet list with useAppKitWallets (installed, featured and recommended
// wallets, the registry's pages and search), connects an announced wallet with its connector and
// a registry wallet through WalletConnect, whose URI it shows as its own link, and logs in with an
// e-mail through the embedded wallet when the harness runs the secure frame.
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppKit, useAppKitAccount, useAppKitWallets, useDisconnect, type WalletItem } from '@portico/kernel/react'
import { embeddedWallet } from '@portico/adapter-embedded'
import { evm } from '@portico/adapter-evm'
import { email } from '@portico/plugin-email'
import { walletConnect } from '@portico/adapter-walletconnect'
import { announceTestWallet } from '../../../tests/harness/testWallet/index.ts'
import { demoEnv } from '../demoEnv.ts'
import { localNetworks } from './localNetworks.ts'

announceTestWallet({ chains: demoEnv.rpc, policy: 'prompt', storage: window.localStorage })

const appKit = createAppKit({
  adapters: [evm(), walletConnect({ relayUrl: demoEnv.relayUrl }), ...(demoEnv.frameUrl ? [embeddedWallet({ frameUrl: demoEnv.frameUrl })] : [])],
  plugins: [email()],
  networks: localNetworks,
  projectId: demoEnv.projectId,
  projectServiceUrl: demoEnv.projectServiceUrl,
  features: { headless: true },
  metadata: { name: 'headless host', description: 'A Connect experience of its own, on Portico', url: location.origin, icons: [] },
})

function WalletButton({ wallet, onChoose }: { wallet: WalletItem; onChoose: (wallet: WalletItem) => void }) {
  return (
    <li>
      <button type="button" onClick={() => onChoose(wallet)}>
        {wallet.imageUrl ? <img src={wallet.imageUrl} alt="" width={28} height={28} /> : null}
        {wallet.name}
        {wallet.isInjected ? <span className="tag"> (installed)</span> : null}
        {wallet.isRecent ? <span className="tag"> (recent)</span> : null}
      </button>
    </li>
  )
}

/** The e-mail plugin's store, once its setup ran. */
const emailLogin = () => appKit.store.plugins.get('email')

/**
 * The e-mail login in the page's own form. Portico has no headless e-mail API yet: the page drives
 * the e-mail plugin's store (the one its modal views use), which connects the embedded wallet.
 */
function EmailLogin() {
  const [address, setAddress] = useState('')
  const [code, setCode] = useState('')
  const [step, setStep] = useState<'email' | 'code'>('email')
  const [failure, setFailure] = useState<string>()
  const run = async (action: (login: NonNullable<ReturnType<typeof emailLogin>>) => Promise<void>, next?: 'code') => {
    setFailure(undefined)
    await appKit.ready
    const login = emailLogin()
    // Off in the project's configuration, or its setup failed: say which.
    if (!login) return setFailure(`E-mail login is not available (the plugin is ${appKit.plugins.state('email') ?? 'not listed'})`)
    await action(login)
    if (login.error) setFailure(login.error)
    else if (next) setStep(next)
  }
  return (
    <section aria-label="E-mail login">
      <h2>E-mail login</h2>
      {step === 'email' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void run((login) => login.submitEmail(address), 'code')
          }}
        >
          <input aria-label="Email" type="email" placeholder="you@example.com" value={address} onChange={(event) => setAddress(event.target.value)} />
          <button type="submit">Send code</button>
        </form>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void run((login) => login.submitOtp(code, address))
          }}
        >
          <input aria-label="Code" inputMode="numeric" placeholder="123456" value={code} onChange={(event) => setCode(event.target.value)} />
          <button type="submit">Log in</button>
        </form>
      )}
      {failure ? <p role="alert">{failure}</p> : null}
    </section>
  )
}

function ConnectPanel() {
  const { wallets, wcWallets, isFetchingWallets, isFetchingWcUri, wcUri, wcError, connectingWallet, page, count, fetchWallets, connect, resetWcUri, resetConnectingWallet } = useAppKitWallets()
  const [query, setQuery] = useState('')
  const [failure, setFailure] = useState<string>()
  const choose = (wallet: WalletItem) => {
    setFailure(undefined)
    connect(wallet, 'eip155').catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)))
  }
  return (
    <>
      <section aria-label="Wallets">
        <h2>Wallets</h2>
        <ul>
          {wallets.map((wallet) => (
            <WalletButton key={wallet.id} wallet={wallet} onChoose={choose} />
          ))}
        </ul>
      </section>
      <section aria-label="All wallets">
        <h2>All wallets</h2>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void fetchWallets({ search: query })
          }}
        >
          <input aria-label="Search wallets" placeholder="Search wallets" value={query} onChange={(event) => setQuery(event.target.value)} />
          <button type="submit">Search</button>
        </form>
        <p data-testid="registry">
          {isFetchingWallets ? 'loading' : `page ${page}, ${wcWallets.length} of ${count}`}
        </p>
        <ul>
          {wcWallets.map((wallet) => (
            <WalletButton key={wallet.id} wallet={wallet} onChoose={choose} />
          ))}
        </ul>
        {page * 40 < count ? (
          <button type="button" onClick={() => void fetchWallets()}>
            More wallets
          </button>
        ) : null}
      </section>
      {connectingWallet ? (
        <section aria-label="Connecting">
          <p data-testid="connecting">Connecting {connectingWallet.name}</p>
          {isFetchingWcUri ? <p>Preparing a WalletConnect link</p> : null}
          {wcUri ? (
            <p>
              <a data-testid="wc-uri" href={wcUri}>
                Open in your wallet
              </a>
            </p>
          ) : null}
          {wcError ? <p role="alert">The WalletConnect connection failed</p> : null}
          <button
            type="button"
            onClick={() => {
              resetWcUri()
              resetConnectingWallet()
            }}
          >
            Cancel
          </button>
        </section>
      ) : null}
      {failure ? <p role="alert">{failure}</p> : null}
      {demoEnv.frameUrl ? <EmailLogin /> : null}
    </>
  )
}

function App() {
  const { address, isConnected } = useAppKitAccount()
  const { disconnect } = useDisconnect()
  return (
    <main>
      <h1>headless host</h1>
      <p data-testid="status">{isConnected ? 'connected' : 'disconnected'}</p>
      {isConnected ? (
        <>
          <p>
            Address <span data-testid="address">{address}</span>
          </p>
          <button type="button" onClick={() => void disconnect()}>
            Disconnect
          </button>
        </>
      ) : (
        <ConnectPanel />
      )}
    </main>
  )
}

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
