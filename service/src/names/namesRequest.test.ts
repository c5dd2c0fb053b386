import { decodeAbiParameters, encodeFunctionData, encodePacked, getAddress, keccak256, namehash, parseAbi, recoverAddress, toHex } from 'viem'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Service } from '../Service.ts'
import { startService } from '../startService.ts'
import { nameRegistrationMessage } from './nameRegistrationMessage.ts'

const gatewayKey = generatePrivateKey()
const gateway = privateKeyToAccount(gatewayKey)
const ada = privateKeyToAccount(generatePrivateKey())
const other = privateKeyToAccount(generatePrivateKey())
const resolverAbi = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)', 'function addr(bytes32 node) view returns (address)', 'function name(bytes32 node) view returns (string)'])
/** A name in DNS wire format: length-prefixed labels, then 0. */
const dnsEncode = (name: string): Hex => toHex(Uint8Array.from([...name.split('.').flatMap((label) => [label.length, ...new TextEncoder().encode(label)]), 0]))
const resolver = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('the names routes and their EIP-3668 gateway', () => {
  let service: Service

  beforeAll(async () => {
    service = await startService({
      port: 0,
      config: { database: { memory: true }, projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: [] }], chains: [], names: { parent: 'portico', gatewayKey } },
    })
  }, 60_000)

  afterAll(async () => {
    await service.stop()
  })

  const get = async (path: string) => {
    const response = await fetch(`${service.url}${path}`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const register = async (account: typeof ada, label: string, options: { message?: string; issuedAt?: string } = {}) => {
    const issuedAt = options.issuedAt ?? new Date().toISOString()
    const message = options.message ?? nameRegistrationMessage(`${label.toLowerCase()}.portico`, account.address, issuedAt)
    const signature = await account.signMessage({ message })
    const response = await fetch(`${service.url}/names`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ label, address: account.address, chainId: 31337, issuedAt, message, signature }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const gatewayCall = async (name: string, data: Hex) => {
    const request = encodeFunctionData({ abi: resolverAbi, functionName: 'resolve', args: [dnsEncode(name), data] })
    const answer = await get(`/names/gateway/${resolver.toLowerCase()}/${request}.json`)
    expect(answer.status).toBe(200)
    const [result, expires, signature] = decodeAbiParameters([{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }], answer.body.data as Hex)
    const digest = keccak256(encodePacked(['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'], ['0x1900', resolver, expires, keccak256(request), keccak256(result)]))
    expect(await recoverAddress({ hash: digest, signature })).toBe(gateway.address)
    expect(Number(expires)).toBeGreaterThan(Date.now() / 1000)
    return result
  }

  it('refuses names that break SPEC §5 rule, and says a free one is available', async () => {
    expect(await get('/names/availability?name=ab')).toMatchObject({ status: 400, body: { code: 'INVALID_NAME' } })
    expect(await get(`/names/availability?name=${encodeURIComponent('a_b!')}`)).toMatchObject({ status: 400, body: { code: 'INVALID_NAME' } })
    expect(await get('/names/availability?name=Ada-42')).toEqual({ status: 200, body: { label: 'ada-42', name: 'ada-42.portico', available: true } })
    expect((await register(ada, 'a_b!')).body).toMatchObject({ code: 'INVALID_NAME' })
  })

  it('registers a name signed by its account, then refuses it to another address', async () => {
    expect(await register(ada, 'ada-42')).toEqual({ status: 201, body: { label: 'ada-42', name: 'ada-42.portico', address: ada.address } })
    expect((await get('/names/availability?name=ada-42')).body).toMatchObject({ available: false })
    expect(await register(other, 'ada-42')).toMatchObject({ status: 409, body: { code: 'NAME_TAKEN' } })
    // Its own name again: answered again.
    expect((await register(ada, 'ada-42')).status).toBe(201)
  })

  it('refuses a signature by another account, another message and an old one', async () => {
    const issuedAt = new Date().toISOString()
    const forged = await other.signMessage({ message: nameRegistrationMessage('zed-1.portico', ada.address, issuedAt) })
    const response = await fetch(`${service.url}/names`, {
      method: 'POST',
      body: JSON.stringify({ label: 'zed-1', address: ada.address, chainId: 31337, issuedAt, message: nameRegistrationMessage('zed-1.portico', ada.address, issuedAt), signature: forged }),
    })
    expect(response.status).toBe(401)
    expect((await register(ada, 'zed-2', { message: 'something else' })).body).toMatchObject({ code: 'INVALID_REQUEST' })
    expect((await register(ada, 'zed-3', { issuedAt: new Date(Date.now() - 3_600_000).toISOString() })).body).toMatchObject({ code: 'INVALID_REQUEST' })
    expect((await get('/names/availability?name=zed-1')).body).toMatchObject({ available: true })
  })

  it('suggests free names near what was typed', async () => {
    expect((await get('/names/suggestions?name=Ada%2042')).body).toEqual({
      suggestions: [
        { label: 'ada-42-1', name: 'ada-42-1.portico' },
        { label: 'ada-42-2', name: 'ada-42-2.portico' },
        { label: 'ada-42-3', name: 'ada-42-3.portico' },
      ],
    })
    expect((await get('/names/suggestions?name=bo')).body).toMatchObject({ suggestions: [{ label: 'bo-1' }, { label: 'bo-2' }, { label: 'bo-3' }] })
  })

  it('answers addr and the reverse name as signed resolver results', async () => {
    const addr = await gatewayCall('ada-42.portico', encodeFunctionData({ abi: resolverAbi, functionName: 'addr', args: [namehash('ada-42.portico')] }))
    expect(getAddress(decodeAbiParameters([{ type: 'address' }], addr)[0])).toBe(ada.address)
    const none = await gatewayCall('nobody.portico', encodeFunctionData({ abi: resolverAbi, functionName: 'addr', args: [namehash('nobody.portico')] }))
    expect(decodeAbiParameters([{ type: 'address' }], none)[0]).toBe('0x0000000000000000000000000000000000000000')
    const reverseName = `${ada.address.slice(2).toLowerCase()}.addr.reverse`
    const name = await gatewayCall(reverseName, encodeFunctionData({ abi: resolverAbi, functionName: 'name', args: [namehash(reverseName)] }))
    expect(decodeAbiParameters([{ type: 'string' }], name)[0]).toBe('ada-42.portico')
  })

  it('refuses a malformed gateway request', async () => {
    expect((await get(`/names/gateway/${resolver}/0x1234.json`)).status).toBe(400)
    expect((await get('/names/gateway/nope/0x.json')).status).toBe(400)
  })
})
