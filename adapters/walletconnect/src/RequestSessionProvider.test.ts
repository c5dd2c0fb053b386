import { ProviderError } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import { RequestSessionProvider } from './RequestSessionProvider.ts'
import { memorySessionAccess } from './testing/memorySessionAccess.ts'

const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  return run().then(
    () => undefined,
    (error: unknown) => error,
  )
}

describe('RequestSessionProvider', () => {
  const approved = { accounts: [`solana:localnet:${solanaAddress}`], methods: ['solana_signMessage'] }

  it('answers the Solana accounts of the asked chain as { pubkey } from the session', async () => {
    const { access, sent } = memorySessionAccess({ solana: approved }, { solana: 'solana:localnet' })
    const provider = new RequestSessionProvider('solana', access)
    expect(await provider.request({ method: 'solana_requestAccounts' }, 'solana:localnet')).toEqual([{ pubkey: solanaAddress }])
    expect(await provider.request({ method: 'solana_getAccounts' })).toEqual([{ pubkey: solanaAddress }])
    expect(await provider.request({ method: 'solana_getAccounts' }, 'solana:devnet')).toEqual([])
    expect(sent).toEqual([])
  })

  it('sends approved methods on the asked chain (default the current one) and refuses the rest with 4200', async () => {
    const { access, sent } = memorySessionAccess({ solana: approved }, { solana: 'solana:localnet' })
    const provider = new RequestSessionProvider('solana', access)
    await provider.request({ method: 'solana_signMessage', params: { message: 'x', pubkey: solanaAddress } })
    await provider.request({ method: 'solana_signMessage', params: { message: 'y', pubkey: solanaAddress } }, 'solana:devnet')
    expect(sent).toEqual([`solana:localnet solana_signMessage {"message":"x","pubkey":"${solanaAddress}"}`, `solana:devnet solana_signMessage {"message":"y","pubkey":"${solanaAddress}"}`])
    const error = await thrown(() => provider.request({ method: 'getBalance', params: [solanaAddress] }))
    expect(error).toBeInstanceOf(ProviderError)
    expect((error as ProviderError).code).toBe(4200)
    expect(sent).toHaveLength(2)
  })

  it('without its namespace in the session every request is 4900 disconnected', async () => {
    const provider = new RequestSessionProvider('bip122', memorySessionAccess({ solana: approved }, { solana: 'solana:localnet' }).access)
    expect(await thrown(() => provider.request({ method: 'signMessage' }))).toMatchObject({ code: 4900 })
  })
})
