import { ProviderError } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import { Eip155SessionProvider } from './Eip155SessionProvider.ts'
import { memorySessionAccess } from './testing/memorySessionAccess.ts'

const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  return run().then(
    () => undefined,
    (error: unknown) => error,
  )
}

describe('Eip155SessionProvider', () => {
  const approved = { accounts: [`eip155:31337:${evmAddress}`, 'eip155:1:0x70997970C51812dc3A010C7d01b50e54d17dc79C'], methods: ['personal_sign'] }

  it('answers accounts of the current chain and its id in hex from the session, and revoking locally', async () => {
    const { access, sent } = memorySessionAccess({ eip155: approved }, { eip155: 'eip155:31337' })
    const provider = new Eip155SessionProvider(access)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([evmAddress])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([evmAddress])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).toBeNull()
    expect(sent).toEqual([])
  })

  it('sends approved methods and reads on the current chain; a read on a chain without an RPC url goes nowhere', async () => {
    const { access, sent } = memorySessionAccess({ eip155: approved }, { eip155: 'eip155:31337' })
    const provider = new Eip155SessionProvider(access)
    await provider.request({ method: 'personal_sign', params: ['0x68', evmAddress] })
    await provider.request({ method: 'eth_blockNumber' })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    expect(sent).toEqual([`eip155:31337 personal_sign ["0x68","${evmAddress}"]`, 'eip155:31337 eth_blockNumber undefined', 'eip155:31337 wallet_switchEthereumChain [{"chainId":"0x1"}]'])

    const elsewhere = new Eip155SessionProvider(memorySessionAccess({ eip155: approved }, { eip155: 'eip155:1' }).access)
    expect(await elsewhere.request({ method: 'personal_sign', params: [] })).toBe('answered')
    const error = await thrown(() => elsewhere.request({ method: 'eth_getBalance', params: [evmAddress, 'latest'] }))
    expect(error).toBeInstanceOf(ProviderError)
    expect((error as ProviderError).code).toBe(4901)
  })

  it('without a session (or without eip155 in it) every request is 4900 disconnected', async () => {
    const provider = new Eip155SessionProvider(memorySessionAccess({}, {}).access)
    expect(await thrown(() => provider.request({ method: 'eth_accounts' }))).toMatchObject({ code: 4900 })
  })

  it('on and removeListener follow the events the adapter emits', () => {
    const provider = new Eip155SessionProvider(memorySessionAccess({}, {}).access)
    const seen: unknown[] = []
    const listener = (payload: unknown) => seen.push(payload)
    provider.on('chainChanged', listener)
    provider.events.emit('chainChanged', '0x1')
    provider.removeListener('chainChanged', listener)
    provider.events.emit('chainChanged', '0x2')
    expect(seen).toEqual(['0x1'])
  })
})
