import type { Wallet } from '@wallet-standard/base'
import { solanaTestWallet } from '../../../adapters/solana/src/testing/solanaTestWallet.ts'
import type { SolanaTestWallet } from '../../../adapters/solana/src/testing/solanaTestWallet.ts'
import type { ApprovalPolicy } from '../testWallet/ApprovalRequest.ts'
import { showApprovalPrompt } from '../testWallet/showApprovalPrompt.ts'
import { solanaTestKeypair } from './solanaTestKeypair.ts'
import { solanaTestWalletIcon } from './solanaTestWalletIcon.ts'

/** Options of {@link registerSolanaTestWallet}. */
export interface RegisterSolanaTestWalletOptions {
  /** The local runtime's RPC url, where `solana:signAndSendTransaction` sends on `solana:localnet`. */
  rpcUrl: string
  /** 'prompt' asks the person at the page in a visible dialog; default 'prompt'. */
  policy?: ApprovalPolicy
}

/** The registered wallet and the switch tests drive it with. */
export interface RegisteredSolanaTestWallet {
  wallet: Wallet
  setPolicy(policy: ApprovalPolicy): void
}

type Feature = Record<string, unknown>

/** Where the wallet remembers, across reloads, that the page was granted the account. */
const grantKey = 'portico-solana-test-wallet:granted'

const titles: Record<string, { method: string; title: string }> = {
  'standard:connect': { method: 'connect', title: 'Connect to this site' },
  'solana:signMessage': { method: 'signMessage', title: 'Sign a message' },
  'solana:signTransaction': { method: 'signTransaction', title: 'Sign a transaction' },
  'solana:signAndSendTransaction': { method: 'signAndSendTransaction', title: 'Send a transaction' },
}

function detailOf(feature: string, input: unknown): string {
  const message = (input as { message?: unknown } | undefined)?.message
  if (feature === 'solana:signMessage' && message instanceof Uint8Array) return new TextDecoder().decode(message)
  if (feature === 'standard:connect') return window.location.origin
  return 'A Solana transaction on solana:localnet'
}

/**
 * Registers a Wallet Standard Solana test wallet in the page (the `wallet-standard:register-wallet`
 * event and the app-ready answer), backed by the fixed test keypair. With policy 'prompt' each
 * connect, signature and send waits for Approve or Reject in a visible dialog; Reject throws 4001.
 * The grant survives a reload (localStorage), so a silent connect then restores the account.
 */
export function registerSolanaTestWallet(options: RegisterSolanaTestWalletOptions): RegisteredSolanaTestWallet {
  let policy: ApprovalPolicy = options.policy ?? 'prompt'
  const inner: SolanaTestWallet = solanaTestWallet({ name: 'Portico Solana Test Wallet', keypairs: [solanaTestKeypair()], rpcUrls: { 'solana:localnet': options.rpcUrl } })
  const features: Record<string, Feature> = {}
  for (const [name, feature] of Object.entries(inner.wallet.features as Record<string, Feature>)) {
    const asked = titles[name]
    if (!asked && name !== 'standard:disconnect') {
      features[name] = feature
      continue
    }
    const wrapped: Feature = { ...feature }
    for (const [key, value] of Object.entries(feature)) {
      if (typeof value !== 'function') continue
      wrapped[key] = async (...inputs: unknown[]) => {
        const silent = name === 'standard:connect' && (inputs[0] as { silent?: boolean } | undefined)?.silent === true
        if (name === 'standard:disconnect') window.localStorage.removeItem(grantKey)
        if (silent && window.localStorage.getItem(grantKey) === 'granted') {
          // The page granted this site before a reload: reconnect without asking again.
          inner.setPolicy('approve')
          return (value as (...args: unknown[]) => unknown)({})
        }
        if (!silent && asked) {
          const approved = policy === 'prompt' ? await showApprovalPrompt({ ...asked, detail: detailOf(name, inputs[0]) }) : policy === 'approve'
          inner.setPolicy(approved ? 'approve' : 'reject')
        }
        const result = await (value as (...args: unknown[]) => unknown)(...inputs)
        if (name === 'standard:connect' && !silent) window.localStorage.setItem(grantKey, 'granted')
        return result
      }
    }
    features[name] = wrapped
  }
  const wallet: Wallet = {
    version: inner.wallet.version,
    name: inner.wallet.name,
    icon: solanaTestWalletIcon,
    chains: inner.wallet.chains,
    features,
    get accounts() {
      return inner.wallet.accounts
    },
  }
  const register = (api: { register(...wallets: Wallet[]): unknown }) => void api.register(wallet)
  window.addEventListener('wallet-standard:app-ready', ((event: CustomEvent<{ register(...wallets: Wallet[]): unknown }>) => register(event.detail)) as EventListener)
  try {
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { bubbles: false, cancelable: false, detail: register }))
  } catch (error) {
    console.warn('Portico Solana Test Wallet: the register-wallet event failed', error)
  }
  return { wallet, setPolicy: (next) => void (policy = next) }
}
