import { embeddedWallet } from '@portico/adapter-embedded'
import { evm } from '@portico/adapter-evm'
import { solana } from '@portico/adapter-solana'
import { walletConnect } from '@portico/adapter-walletconnect'
import { solanaLocalnet } from '@portico/adapter-solana/networks'
import { createAppKit } from '@portico/kernel/react'
import { activity } from '@portico/plugin-activity'
import { email } from '@portico/plugin-email'
import { namesPlugin } from '@portico/plugin-names'
import { nfts } from '@portico/plugin-nfts'
import { payPlugin } from '@portico/plugin-pay'
import { onramp } from '@portico/plugin-onramp'
import { receive } from '@portico/plugin-receive'
import { send } from '@portico/plugin-send'
import { socials } from '@portico/plugin-socials'
import { swaps } from '@portico/plugin-swaps'
import { demoEnv } from './demoEnv.ts'
import { demoSiwxOptions } from './demoSiwxOptions.ts'

function localChain(id: 31337 | 31338, name: string) {
  return {
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [demoEnv.rpc[id]] } },
  }
}

// Not flagged testnet, like the anvil chains above: SPEC §9 shows 0.00 for testnets, and the demo
// shows the local runtime's real SOL balance.
const localSolana = { ...solanaLocalnet(demoEnv.solanaRpc), testnet: false }

const search = typeof location === 'undefined' ? '' : location.search
const signIn = demoSiwxOptions(search)
// `?pairingLifetime=15000` offers each WalletConnect pairing for 15 s instead of 4 min, to watch a
// fresh one replace it (the browser tests use it).
const pairingLifetime = Number(new URLSearchParams(search).get('pairingLifetime'))
// `?namespaces=eip155` leaves Solana out: with sign-in on, WalletConnect then signs in while
// pairing (one-click auth is used only when every chain is eip155, SPEC §7).
const evmOnly = new URLSearchParams(search).get('namespaces') === 'eip155'
const frameLoadTimeout = Number(new URLSearchParams(search).get('frameLoadTimeout'))
// `?locale=ar` passes the locale option; `?htmlLang=he&htmlDir=rtl` gives the page a language and
// direction of its own before the instance starts, for a host that passes no locale.
const query = new URLSearchParams(search)
const locale = query.get('locale')
// `?accent=%23ff00aa` passes AppKit's accent theme variable (the host CSS browser test uses it).
const accent = query.get('accent')
// `?evmAccountType=eoa` starts e-mail and social users on their EOA instead of SPEC's smart account.
const evmAccountType = query.get('evmAccountType') === 'eoa' ? 'eoa' : undefined
if (typeof document !== 'undefined') {
  const htmlLang = query.get('htmlLang')
  const htmlDir = query.get('htmlDir')
  if (htmlLang) document.documentElement.lang = htmlLang
  if (htmlDir) document.documentElement.dir = htmlDir
}

/** The demo's one Portico instance: two local anvil chains and the local Solana runtime, the EVM and Solana adapters, WalletConnect, the embedded wallet, send, receive, swaps (the local exchange, through the service), on-ramp (the harness's provider stand-ins, through the service), NFTs, activity, e-mail and social login, account names (registered on the project service), the local project service. */
export const appKit = createAppKit({
  projectId: demoEnv.projectId,
  projectServiceUrl: demoEnv.projectServiceUrl,
  networks: [localChain(31337, 'Portico Local'), localChain(31338, 'Portico Local 2'), ...(evmOnly ? [] : [localSolana])],
  adapters: [
    evm({
      tokens: { 'eip155:31337': [demoEnv.token], 'eip155:31338': [demoEnv.token] },
      // The harness's local stand-in for ENS: alice.portico and bob.portico resolve on both chains,
      // and names registered on the project service (the resolver's EIP-3668 gateway); a bare
      // label such as ada-42 is read as ada-42.portico.
      ensResolvers: { 'eip155:31337': demoEnv.nameResolver, 'eip155:31338': demoEnv.nameResolver },
      nameParents: { 'eip155:31337': 'portico', 'eip155:31338': 'portico' },
    }),
    ...(evmOnly ? [] : [solana()]),
    walletConnect({ relayUrl: demoEnv.relayUrl, ...(pairingLifetime > 10_000 ? { pairingLifetimeMs: pairingLifetime } : {}) }),
    // E-mail login through the project service's secure frame, when the harness runs one;
    // `?frameLoadTimeout=3000` gives up loading it after 3 s (the browser tests use it).
    ...(demoEnv.frameUrl ? [embeddedWallet({ frameUrl: demoEnv.frameUrl, ...(frameLoadTimeout > 0 ? { loadTimeoutMs: frameLoadTimeout } : {}) })] : []),
  ],
  // The project service's configuration decides whether e-mail and social login load (SPEC §1).
  plugins: [send(), receive(), swaps(), onramp(), nfts(), activity(), email(), socials(), payPlugin(), namesPlugin(), ...signIn.plugins],
  ...(signIn.siwx ? { siwx: signIn.siwx } : {}),
  ...(locale ? { locale } : {}),
  ...(accent ? { themeVariables: { '--w3m-accent': accent } } : {}),
  ...(evmAccountType ? { defaultAccountTypes: { eip155: evmAccountType } } : {}),
  metadata: {
    name: 'Portico demo',
    description: 'A host app that embeds Portico',
    url: 'http://127.0.0.1:5173',
    icons: [],
  },
})
