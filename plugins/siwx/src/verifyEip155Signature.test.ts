import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, createTestClient, http } from 'viem'
import type { Address, PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import { createSiwxServer } from './server/createSiwxServer.ts'
import { formatSiwxMessage } from './formatSiwxMessage.ts'
import type { SiwxMessageData } from './SiwxMessageData.ts'
import { verifyEip155Signature } from './verifyEip155Signature.ts'

// Two stand-in smart-contract accounts (ERC-1271): code that answers isValidSignature with the
// magic value 0x1626ba7e whatever it is asked, and code that always answers 0.
const acceptingCode = '0x631626ba7e60e01b60005260206000f3'
const refusingCode = '0x60206000f3'
const acceptingAccount: Address = '0x000000000000000000000000000000000000a11c'
const refusingAccount: Address = '0x000000000000000000000000000000000000b0b0'

let anvil: AnvilChain
let client: PublicClient

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })
  const testClient = createTestClient({ chain: foundry, mode: 'anvil', transport: http(anvil.rpcUrl) })
  await testClient.setCode({ address: acceptingAccount, bytecode: acceptingCode })
  await testClient.setCode({ address: refusingAccount, bytecode: refusingCode })
})

afterAll(async () => {
  await anvil?.stop()
})

function messageFor(accountAddress: string, nonce: string): string {
  const data: SiwxMessageData = {
    accountAddress,
    chainId: 'eip155:31337',
    domain: '127.0.0.1:5173',
    uri: 'http://127.0.0.1:5173/',
    version: '1',
    nonce,
    issuedAt: new Date().toISOString(),
  }
  return formatSiwxMessage(data)
}

describe('verifyEip155Signature through a public client (anvil)', () => {
  it('verifies an EOA through the chain as offline', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const message = messageFor(account.address, 'eoaNonce123')
    const signature = await account.signMessage({ message })
    expect(await verifyEip155Signature({ message, signature, address: account.address, client })).toBe(true)
    expect(await verifyEip155Signature({ message, signature, address: account.address })).toBe(true)
    const other = await privateKeyToAccount(generatePrivateKey()).signMessage({ message })
    expect(await verifyEip155Signature({ message, signature: other, address: account.address, client })).toBe(false)
  })

  it('asks a smart-contract account (ERC-1271) through the client, which offline recovery cannot', async () => {
    const signature = await privateKeyToAccount(generatePrivateKey()).signMessage({ message: 'anything' })
    const accepted = messageFor(acceptingAccount, 'scaNonce123')
    expect(await verifyEip155Signature({ message: accepted, signature, address: acceptingAccount, client })).toBe(true)
    expect(await verifyEip155Signature({ message: accepted, signature, address: acceptingAccount })).toBe(false)
    const refused = messageFor(refusingAccount, 'scaNonce456')
    expect(await verifyEip155Signature({ message: refused, signature, address: refusingAccount, client })).toBe(false)
  })

  it('lets the server accept a smart-contract account when given a public client', async () => {
    const server = createSiwxServer({ domain: '127.0.0.1:5173', publicClient: () => client })
    const nonce = await server.issueNonce()
    const message = messageFor(acceptingAccount, nonce)
    const data = { accountAddress: acceptingAccount, chainId: 'eip155:31337' as const, domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173/', version: '1' as const, nonce }
    const signature = await privateKeyToAccount(generatePrivateKey()).signMessage({ message })
    await expect(server.verifySession({ data, message, signature })).resolves.toMatchObject({ address: acceptingAccount })
    const offline = createSiwxServer({ domain: '127.0.0.1:5173' })
    const offlineNonce = await offline.issueNonce()
    const offlineMessage = messageFor(acceptingAccount, offlineNonce)
    await expect(offline.verifySession({ data: { ...data, nonce: offlineNonce }, message: offlineMessage, signature })).rejects.toMatchObject({ code: 'SIGNATURE' })
  })
})
