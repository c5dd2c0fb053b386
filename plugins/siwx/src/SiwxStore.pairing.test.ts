import { createAppKit } from '@portico/kernel'
import type { AppKit } from '@portico/kernel'
import type { CaipNetworkId } from '@portico/kernel/extend'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultSiwx } from './defaultSiwx.ts'
import { memoryStorage } from './memoryStorage.ts'
import { parseSiwxMessage } from './parseSiwxMessage.ts'
import type { SiwxSession } from './SiwxSession.ts'
import { siwxPlugin } from './siwxPlugin.ts'

// Anvil's first two well-known development keys.
const wallet = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const networks = [
  { id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } },
  { id: 31338, name: 'Anvil 2', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } } },
]

let appKit: AppKit | undefined
afterEach(() => appKit?.destroy())

/** A Portico instance with the default SIWX, its setSessions calls recorded. */
async function start() {
  const storage = memoryStorage()
  const siwx = defaultSiwx({ domain: 'app.example', uri: 'https://app.example', storage, statement: 'Sign in to App' })
  const replaced: SiwxSession[][] = []
  const setSessions = siwx.setSessions.bind(siwx)
  siwx.setSessions = async (sessions) => {
    replaced.push(sessions)
    await setSessions(sessions)
  }
  appKit = createAppKit({ projectId: 'siwx-pairing', networks, plugins: [siwxPlugin()], siwx })
  await appKit.ready
  return { siwx, replaced, store: appKit.store.plugins.get('siwx')! }
}

/** The message the wallet signs during pairing for an account on a chain, as WalletConnect hands it back. */
async function signed(siwx: Awaited<ReturnType<typeof start>>['siwx'], account: typeof wallet, chainId: CaipNetworkId) {
  const message = (await siwx.createMessage({ chainId, accountAddress: account.address })).toString()
  return { chainId, address: account.address, message, signature: await account.signMessage({ message }), cacao: { h: { t: 'caip122' } } }
}

describe('one-click sign-in while pairing', () => {
  it('SPEC §7: provider authenticate sends chainId with nonce, domain, uri, iat, version, statement and chains', async () => {
    const { store } = await start()
    const authentication = await store.authentication(['eip155:31337', 'eip155:31338'])
    expect(authentication?.request).toMatchObject({ chainId: 'eip155:31337', chains: ['eip155:31337', 'eip155:31338'], domain: 'app.example', uri: 'https://app.example', version: '1', statement: 'Sign in to App' })
    expect(authentication?.request.nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    expect(authentication?.request.iat).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('SPEC §7: the sessions the wallet signed while pairing are set with setSessions, replacing the stored ones', async () => {
    const { siwx, replaced, store } = await start()
    const earlier = await signed(siwx, other, 'eip155:31337')
    await siwx.addSession({ data: parseSiwxMessage(earlier.message)!, message: earlier.message, signature: earlier.signature })
    expect(await siwx.getSessions('eip155:31337', other.address)).toHaveLength(1)
    const authentication = await store.authentication(['eip155:31337', 'eip155:31338'])
    const messages = [await signed(siwx, wallet, 'eip155:31337'), await signed(siwx, wallet, 'eip155:31338')]
    await authentication!.onAuthenticated(messages)
    expect(replaced).toHaveLength(1)
    expect(replaced[0]!.map((session) => [session.data.chainId, session.message, session.signature])).toEqual(messages.map((message) => [message.chainId, message.message, message.signature]))
    expect(await siwx.getSessions('eip155:31338', wallet.address)).toHaveLength(1)
    expect(await siwx.getSessions('eip155:31337', other.address)).toEqual([])
  })
})
