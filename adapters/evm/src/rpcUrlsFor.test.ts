import type { Network } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import { rpcUrlsFor } from './rpcUrlsFor.ts'

const network: Network = {
  id: 10,
  caipNetworkId: 'eip155:10',
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {},
}
const service = { projectServiceUrl: 'http://127.0.0.1:4100/', projectId: 'my project' }

describe('SPEC §7 chain RPC: the urls the EVM adapter reads a network through', () => {
  it('uses the project service\'s proxy, {rpc host}/v1/?chainId=…&projectId=…, for a network without a host RPC url', () => {
    const [url, ...others] = rpcUrlsFor(network, {}, service)
    expect(others).toEqual([])
    const parsed = new URL(url!)
    expect(`${parsed.origin}${parsed.pathname}`).toBe('http://127.0.0.1:4100/v1/')
    expect(Object.fromEntries(parsed.searchParams)).toEqual({ chainId: 'eip155:10', projectId: 'my project' })
  })

  it('keeps the host\'s urls when it has any, its own or by chain id', () => {
    expect(rpcUrlsFor({ ...network, rpcUrls: { default: { http: ['https://a.example'] } } }, {}, service)).toEqual(['https://a.example'])
    expect(rpcUrlsFor(network, { 10: ['https://b.example'] }, service)).toEqual(['https://b.example'])
  })

  it('has none without a project service or a project id', () => {
    expect(rpcUrlsFor(network, {}, { projectServiceUrl: undefined, projectId: 'p' })).toEqual([])
    expect(rpcUrlsFor(network, {}, { projectServiceUrl: 'http://127.0.0.1:4100', projectId: undefined })).toEqual([])
  })
})
