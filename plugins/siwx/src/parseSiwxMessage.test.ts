import { describe, expect, it } from 'vitest'
import { SiwxError } from './errors.ts'
import { formatSiwxMessage } from './formatSiwxMessage.ts'
import { parseSiwxMessage } from './parseSiwxMessage.ts'
import type { SiwxMessageData } from './SiwxMessageData.ts'

const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const evmAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const full = {
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173/app',
  version: '1',
  nonce: 'n0nceN0nce42',
  statement: 'Sign in to the Portico demo.',
  issuedAt: '2030-01-02T03:04:05.000Z',
  expirationTime: '2030-01-02T04:04:05.000Z',
  notBefore: '2030-01-02T03:00:00.000Z',
  requestId: 'request-7',
  resources: ['https://example.com/terms', 'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq'],
} as const

describe('SIWX messages', () => {
  it('writes and reads back a Sign-In-With-Solana message with every field', () => {
    const data: SiwxMessageData = { ...full, resources: [...full.resources], accountAddress: solanaAddress, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }
    const text = formatSiwxMessage(data)
    expect(text).toBe(
      [
        `127.0.0.1:5173 wants you to sign in with your Solana account:`,
        solanaAddress,
        '',
        'Sign in to the Portico demo.',
        '',
        'URI: http://127.0.0.1:5173/app',
        'Version: 1',
        'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Nonce: n0nceN0nce42',
        'Issued At: 2030-01-02T03:04:05.000Z',
        'Expiration Time: 2030-01-02T04:04:05.000Z',
        'Not Before: 2030-01-02T03:00:00.000Z',
        'Request ID: request-7',
        'Resources:',
        '- https://example.com/terms',
        `- ${full.resources[1]}`,
      ].join('\n'),
    )
    expect(parseSiwxMessage(text)).toEqual(data)
  })

  it('writes and reads back a Solana message with only the required fields', () => {
    const data: SiwxMessageData = { accountAddress: solanaAddress, chainId: 'solana:localnet', domain: 'example.com', uri: 'https://example.com', version: '1', nonce: 'abcdefgh' }
    const text = formatSiwxMessage(data)
    expect(text).toBe(`example.com wants you to sign in with your Solana account:\n${solanaAddress}\n\nURI: https://example.com\nVersion: 1\nChain ID: localnet\nNonce: abcdefgh`)
    expect(parseSiwxMessage(text)).toEqual(data)
  })

  it('writes and reads back an EIP-4361 message through viem', () => {
    const data: SiwxMessageData = { ...full, resources: [...full.resources], accountAddress: evmAddress, chainId: 'eip155:31337' }
    const text = formatSiwxMessage(data)
    expect(text.split('\n').slice(0, 4)).toEqual([
      '127.0.0.1:5173 wants you to sign in with your Ethereum account:',
      evmAddress,
      '',
      'Sign in to the Portico demo.',
    ])
    expect(text).toContain('\nChain ID: 31337\n')
    expect(parseSiwxMessage(text)).toEqual(data)
  })

  it('refuses Solana data it cannot write', () => {
    const valid: SiwxMessageData = { accountAddress: solanaAddress, chainId: 'solana:localnet', domain: 'example.com', uri: 'https://example.com', version: '1', nonce: 'abcdefgh' }
    expect(() => formatSiwxMessage({ ...valid, statement: 'two\nlines' })).toThrow("The SIWX message's statement is not valid")
    expect(() => formatSiwxMessage({ ...valid, accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })).toThrow(SiwxError)
    expect(() => formatSiwxMessage({ ...valid, nonce: 'short' })).toThrow("The SIWX message's nonce is not valid")
    expect(() => formatSiwxMessage({ ...valid, issuedAt: 'yesterday' })).toThrow("The SIWX message's issuedAt is not valid")
    expect(() => formatSiwxMessage({ ...valid, domain: 'example.com/path' })).toThrow("The SIWX message's domain is not valid")
  })

  it('refuses eip155 data viem cannot write, and other namespaces', () => {
    const valid: SiwxMessageData = { accountAddress: evmAddress, chainId: 'eip155:1', domain: 'example.com', uri: 'https://example.com', version: '1', nonce: 'abcdefgh', issuedAt: full.issuedAt }
    expect(() => formatSiwxMessage({ ...valid, accountAddress: 'not-an-address' })).toThrow('The SIWX message is not valid')
    expect(() => formatSiwxMessage({ ...valid, issuedAt: undefined })).toThrow("The SIWX message's issuedAt is not valid")
    expect(() => formatSiwxMessage({ ...valid, chainId: 'bip122:000000000019d6689c085ae165831e93' })).toThrow(
      'SIWX does not support the network bip122:000000000019d6689c085ae165831e93',
    )
  })

  it('reads nothing from texts that are not exactly a message', () => {
    const data: SiwxMessageData = { accountAddress: solanaAddress, chainId: 'solana:localnet', domain: 'example.com', uri: 'https://example.com', version: '1', nonce: 'abcdefgh', issuedAt: full.issuedAt }
    const text = formatSiwxMessage(data)
    expect(parseSiwxMessage(`${text}\nextra line`)).toBeUndefined()
    expect(parseSiwxMessage(text.replace('Version: 1', 'Version: 2'))).toBeUndefined()
    expect(parseSiwxMessage(text.replace('\nNonce: abcdefgh', ''))).toBeUndefined()
    expect(parseSiwxMessage(text.replace(full.issuedAt, 'soon'))).toBeUndefined()
    expect(parseSiwxMessage(text.replace(solanaAddress, 'not-base58-0OIl'))).toBeUndefined()
    expect(parseSiwxMessage('hello')).toBeUndefined()
    const evm = formatSiwxMessage({ ...data, accountAddress: evmAddress, chainId: 'eip155:1' })
    expect(parseSiwxMessage(evm.replace('Nonce: abcdefgh', 'Nonce: '))).toBeUndefined()
    expect(parseSiwxMessage(evm.replace(full.issuedAt, '2030-01-02'))).toBeUndefined()
  })
})
