// Smart accounts on the deployable secure frame (issue 31): the service's `secureFrame.smartAccounts`
// is served in /frame-config.json, which the page decodes, and the page's own smart-account
// answering (smartAccountsOf + answerSmartAccountRpc, as its main.ts wires them) sends an ETH
// transfer from the user's Safe as a user operation through the service's own bundler on anvil.
import { createPublicClient, http, parseEther } from 'viem'
import type { Address, Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decode } from '@portico/kernel/extend'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import { bundlerKey } from '../../../tests/harness/bundlerKey.ts'
import { deploySmartAccounts } from '../../../tests/harness/deploySmartAccounts.ts'
import { freePort } from '../../../tests/harness/freePort.ts'
import type { SmartAccountContracts } from '../../../tests/harness/SmartAccountContracts.ts'
import { answerSmartAccountRpc } from '../../frame/src/page/answerSmartAccountRpc.ts'
import { SecureFrameConfig } from '../../frame/src/page/SecureFrameConfig.ts'
import { smartAccountsOf } from '../../frame/src/page/smartAccountsOf.ts'
import type { Service } from '../Service.ts'
import { startService } from '../startService.ts'
import type { StartServiceOptions } from '../startService.ts'
import type { FrameConfig } from './FrameConfig.ts'
import { startFrameServer } from './startFrameServer.ts'

const chainId = 31337
const receiver: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const quiet = () => undefined

describe('smart accounts on the deployable secure frame', () => {
  let anvil: AnvilChain
  let contracts: SmartAccountContracts
  let service: Service
  let bundlerUrl: string

  const frameSectionWith = (smartAccountChains: readonly number[]): FrameConfig => ({
    port: 0,
    smtp: { host: '127.0.0.1', port: 1, from: 'login@portico.test' },
    keyEncryptionKeys: [{ id: 'test-key', key: Buffer.alloc(32, 7).toString('base64') }],
    smartAccounts: smartAccountChains.map((id) => ({ chainId: id, bundlerUrl, contracts })),
  })
  const optionsWith = (port: number, smartAccountChains: readonly number[]): StartServiceOptions => ({
    port,
    onIndexerError: quiet,
    config: {
      database: { memory: true },
      projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: ['https://app.example.com'] }],
      chains: [{ chainId, rpcUrl: anvil.rpcUrl }],
      bundler: [{ chainId, entryPoint: contracts.entryPoint, privateKey: bundlerKey }],
      secureFrame: frameSectionWith(smartAccountChains),
    },
  })

  beforeAll(async () => {
    anvil = await startAnvil({ chainId })
    contracts = await deploySmartAccounts(anvil.rpcUrl)
    const port = await freePort()
    bundlerUrl = `http://127.0.0.1:${port}/v1/bundler?chainId=${chainId}`
    service = await startService(optionsWith(port, [chainId]))
  }, 120_000)

  afterAll(async () => {
    await service?.stop()
    await anvil?.stop()
  })

  it('serves the smart-account chains in /frame-config.json, and lets the page connect to their bundler', async () => {
    const response = await fetch(`${service.frameUrl ?? ''}/frame-config.json?projectId=demo`)
    const decoded = decode(SecureFrameConfig, await response.json())
    if (!decoded.ok) throw new Error(decoded.error)
    expect(decoded.value.smartAccounts).toEqual({ [String(chainId)]: { bundlerUrl, contracts } })
    expect(response.headers.get('content-security-policy')).toMatch(new RegExp(`connect-src [^;]*${new URL(bundlerUrl).origin.replaceAll('.', '\\.')}`))
  })

  it("sends ETH from the user's Safe through the page's smart-account answers and the service's bundler", async () => {
    const config = decode(SecureFrameConfig, await (await fetch(`${service.frameUrl ?? ''}/frame-config.json?projectId=demo`)).json())
    if (!config.ok) throw new Error(config.error)
    const owner = privateKeyToAccount(generatePrivateKey())
    const smartAccountOn = smartAccountsOf(config.value)
    expect(smartAccountOn(owner, 1)).toBeUndefined()
    const smart = await smartAccountOn(owner, chainId)
    if (!smart) throw new Error('No smart account on the chain')
    const reader = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect(await reader.getCode({ address: smart.account.address })).toBeUndefined()
    await reader.request({ method: 'anvil_setBalance' as 'eth_chainId', params: [smart.account.address, `0x${parseEther('1').toString(16)}`] as never })
    const context = {
      evm: { account: owner, chainId, chains: config.value.chains, batches: new Map() },
      smartAccountOn: (id: number) => smartAccountOn(owner, id),
      enabledChains: [chainId],
    }
    expect(await answerSmartAccountRpc({ method: 'eth_accounts' }, context)).toEqual([smart.account.address])
    const before = await reader.getBalance({ address: receiver })
    const hash = (await answerSmartAccountRpc({ method: 'eth_sendTransaction', params: [{ from: smart.account.address, to: receiver, value: `0x${parseEther('0.25').toString(16)}` }] }, context)) as Hex
    const receipt = await reader.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await reader.getBalance({ address: receiver })) - before).toBe(parseEther('0.25'))
    // The user operation deployed the Safe on its way; the owner's own address sent nothing.
    expect(await reader.getCode({ address: smart.account.address })).not.toBeUndefined()
    expect(await reader.getTransactionCount({ address: owner.address })).toBe(0)
  }, 120_000)

  it("the service's bundler answers the frame's own origin, where the page sends the user operations from, though no project allows it; another origin gets no CORS answer", async () => {
    const frameOrigin = new URL(service.frameUrl ?? '').origin
    const preflight = (origin: string) =>
      fetch(bundlerUrl, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } })
    const fromFrame = await preflight(frameOrigin)
    expect(fromFrame.headers.get('access-control-allow-origin')).toBe(frameOrigin)
    expect(fromFrame.headers.get('access-control-allow-methods')).toContain('POST')
    const call = await fetch(bundlerUrl, { method: 'POST', headers: { origin: frameOrigin, 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }) })
    expect(call.headers.get('access-control-allow-origin')).toBe(frameOrigin)
    expect(((await call.json()) as { result: string[] }).result.map((address) => address.toLowerCase())).toEqual([contracts.entryPoint.toLowerCase()])
    // The project's app is answered as before; a stranger is not, nor is the frame's origin on the service's other routes.
    expect((await preflight('https://app.example.com')).headers.get('access-control-allow-origin')).toBe('https://app.example.com')
    expect((await preflight('https://elsewhere.example')).headers.get('access-control-allow-origin')).toBeNull()
    expect((await fetch(bundlerUrl.replace('/v1/bundler', '/wallets'), { headers: { origin: frameOrigin } })).headers.get('access-control-allow-origin')).toBeNull()
  })

  it("refuses at start a smart-account chain that is not one of the service's chains", async () => {
    await expect(startFrameServer({ database: service.database, config: frameSectionWith([5]), chains: [{ chainId, rpcUrl: anvil.rpcUrl }] })).rejects.toThrow('secureFrame.smartAccounts: chain 5 is not one of the service')
  })
})
