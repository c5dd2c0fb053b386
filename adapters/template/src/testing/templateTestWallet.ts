import type { TemplateWallet } from '../TemplateWallet.ts'

/** How the test wallet answers: it grants and signs, or it declines everything (4001). */
export interface TemplateTestWalletOptions {
  policy?: 'approve' | 'reject'
  /** The address it grants; a Polkadot SS58 address by default. */
  address?: string
}

/** A test wallet and what it saw. */
export interface TemplateTestWallet {
  wallet: TemplateWallet
  address: string
  /** Every `signRaw` request, in order. */
  signed: { address: string; data: string }[]
  /** Sends an account change to every subscriber, as an extension does when the user changes accounts. */
  emit(accounts: unknown): void
  /** How many subscribers it has now. */
  subscribers(): number
  /** How many times it was asked to forget the app. */
  disconnects(): number
}

const rejection = { code: 4001, message: 'Rejected by user' }

/**
 * A deterministic in-memory wallet for the template's tests: no extension, no keys. Its
 * signature is a fixed 64-byte value, not a real signature of the data.
 */
export function templateTestWallet(options: TemplateTestWalletOptions = {}): TemplateTestWallet {
  const address = options.address ?? '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
  const declines = options.policy === 'reject'
  const listeners = new Set<(accounts: unknown) => void>()
  const signed: { address: string; data: string }[] = []
  let disconnects = 0
  const wallet: TemplateWallet = {
    enable: async () => {
      if (declines) throw rejection
      return [{ address, name: 'Test account' }]
    },
    signRaw: async (request) => {
      if (declines) throw rejection
      signed.push(request)
      return { id: signed.length, signature: `0x${'ab'.repeat(64)}` }
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    disconnect: async () => void (disconnects += 1),
  }
  return {
    wallet,
    address,
    signed,
    emit: (accounts) => listeners.forEach((listener) => listener(accounts)),
    subscribers: () => listeners.size,
    disconnects: () => disconnects,
  }
}
