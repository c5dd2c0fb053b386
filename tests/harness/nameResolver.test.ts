import { createPublicClient, http, toFunctionSelector } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Service } from '../../service/src/Service.ts'
import { nameRegistrationMessage } from '../../service/src/names/nameRegistrationMessage.ts'
import { startService } from '../../service/src/startService.ts'
import { startAnvil } from './anvil.ts'
import type { AnvilChain } from './anvil.ts'
import { anvilAccounts } from './anvilAccounts.ts'
import { deployNameResolver } from './deployNameResolver.ts'
import { nameGateway, nameGatewayUrl } from './nameGateway.ts'
import { testNames } from './testNames.ts'

describe('TestNameResolver with the project service as its EIP-3668 gateway', () => {
  let anvil: AnvilChain
  let service: Service
  let otherService: Service
  const ada = anvilAccounts()[4]!

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    const config = (gatewayKey: string) => ({
      database: { memory: true },
      projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: [] }],
      chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
      names: { parent: nameGateway.parent, gatewayKey },
    })
    service = await startService({ port: 0, onIndexerError: () => undefined, config: config(nameGateway.key) })
    // A gateway whose key the resolver does not trust.
    otherService = await startService({ port: 0, onIndexerError: () => undefined, config: config(generatePrivateKey()) })
    const issuedAt = new Date().toISOString()
    const message = nameRegistrationMessage('ada-42.portico', ada.address, issuedAt)
    const response = await fetch(`${service.url}/names`, {
      method: 'POST',
      body: JSON.stringify({ label: 'ada-42', address: ada.address, chainId: 31337, issuedAt, message, signature: await ada.signMessage({ message }) }),
    })
    expect(response.status).toBe(201)
    const forged = await fetch(`${otherService.url}/names`, {
      method: 'POST',
      body: JSON.stringify({ label: 'ada-42', address: anvilAccounts()[5]!.address, chainId: 31337, issuedAt, message: nameRegistrationMessage('ada-42.portico', anvilAccounts()[5]!.address, issuedAt), signature: await anvilAccounts()[5]!.signMessage({ message: nameRegistrationMessage('ada-42.portico', anvilAccounts()[5]!.address, issuedAt) }) }),
    })
    expect(forged.status).toBe(201)
  }, 120_000)

  afterAll(async () => {
    await Promise.allSettled([service?.stop(), otherService?.stop(), anvil?.stop()])
  })

  it('finds a registered name both ways through viem (ccipRead), and keeps the fixed test names', async () => {
    const universalResolverAddress = await deployNameResolver(anvil.rpcUrl, nameGatewayUrl(service.url))
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect(await client.getEnsAddress({ name: 'ada-42.portico', universalResolverAddress })).toBe(ada.address)
    expect(await client.getEnsName({ address: ada.address, universalResolverAddress })).toBe('ada-42.portico')
    expect(await client.getEnsAddress({ name: 'nobody.portico', universalResolverAddress })).toBeNull()
    expect(await client.getEnsName({ address: privateKeyToAccount(generatePrivateKey()).address, universalResolverAddress })).toBeNull()
    expect(await client.getEnsAddress({ name: 'ada-42.example', universalResolverAddress })).toBeNull()
    const alice = testNames[0]!
    expect(await client.getEnsAddress({ name: alice.name, universalResolverAddress })).toBe(alice.owner)
    expect(await client.getEnsName({ address: alice.owner, universalResolverAddress })).toBe(alice.name)
  }, 60_000)

  it('refuses an answer signed by another key', async () => {
    const universalResolverAddress = await deployNameResolver(anvil.rpcUrl, nameGatewayUrl(otherService.url))
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    await expect(client.getEnsAddress({ name: 'ada-42.portico', universalResolverAddress })).rejects.toThrow(toFunctionSelector('GatewaySignatureInvalid()'))
  }, 60_000)

  it('without a gateway, names under the parent are not found', async () => {
    const universalResolverAddress = await deployNameResolver(anvil.rpcUrl)
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect(await client.getEnsAddress({ name: 'ada-42.portico', universalResolverAddress })).toBeNull()
    expect(await client.getEnsName({ address: ada.address, universalResolverAddress })).toBeNull()
  }, 60_000)
})
