import { describe, expect, it } from 'vitest'
import { nftImageUrl } from './nftImageUrl.ts'

const service = 'https://service.test/api'

describe('nftImageUrl', () => {
  it('keeps the service’s own images and data: images', () => {
    expect(nftImageUrl('https://service.test/images/nfts/eip155:1/0xabc/1', service)).toBe('https://service.test/images/nfts/eip155:1/0xabc/1')
    expect(nftImageUrl('data:image/svg+xml,%3Csvg%3E', service)).toBe('data:image/svg+xml,%3Csvg%3E')
    expect(nftImageUrl('data:image/png;base64,AAAA', undefined)).toBe('data:image/png;base64,AAAA')
  })

  it('refuses another host, other schemes and non-image data', () => {
    expect(nftImageUrl('https://tracker.example/pixel.png', service)).toBeUndefined()
    expect(nftImageUrl('http://service.test/images/1', service)).toBeUndefined()
    expect(nftImageUrl('javascript:alert(1)', service)).toBeUndefined()
    expect(nftImageUrl('blob:https://service.test/1', service)).toBeUndefined()
    expect(nftImageUrl('data:text/html,<script>', service)).toBeUndefined()
    expect(nftImageUrl('https://service.test/images/1', undefined)).toBeUndefined()
    expect(nftImageUrl(undefined, service)).toBeUndefined()
  })
})
