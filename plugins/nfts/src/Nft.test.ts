import { decode } from '@portico/kernel/extend'
import { describe, expect, it } from 'vitest'
import { Nft } from './Nft.ts'
import { NftPage } from './NftPage.ts'

const contractExample = {
  id: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3:1',
  chainId: 'eip155:31337',
  contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  tokenId: '1',
  name: 'Portico Punk #1',
  description: 'The first one',
  collection: { name: 'Portico Punks', symbol: 'PUNK' },
  imageUrl: 'http://127.0.0.1:4100/images/nfts/eip155:31337/0x5FbDB2315678afecb367f032d93F642f64180aa3/1',
  flags: { is_spam: false },
}

describe('Nft and NftPage', () => {
  it("decode the contract's example, optional fields absent or present", () => {
    expect(decode(Nft, contractExample)).toEqual({ ok: true, value: contractExample })
    const { description: _description, imageUrl: _imageUrl, ...bare } = contractExample
    expect(decode(Nft, bare).ok).toBe(true)
    expect(decode(NftPage, { data: [contractExample], next: null }).ok).toBe(true)
    expect(decode(NftPage, { data: [], next: 'cursor' }).ok).toBe(true)
  })

  it('refuse what is not one', () => {
    expect(decode(Nft, { ...contractExample, flags: undefined })).toMatchObject({ ok: false, error: expect.stringContaining('flags') as unknown })
    expect(decode(Nft, { ...contractExample, tokenId: 1 }).ok).toBe(false)
    expect(decode(NftPage, { data: [] }).ok).toBe(false)
    expect(decode(NftPage, { data: {}, next: null }).ok).toBe(false)
  })
})
