import { describe, expect, it } from 'vitest'
import { walletImageUrl } from './walletImageUrl.ts'

describe('walletImageUrl', () => {
  it('keeps data:image/ and http(s) URLs', () => {
    expect(walletImageUrl('data:image/svg+xml,%3Csvg%2F%3E')).toBe('data:image/svg+xml,%3Csvg%2F%3E')
    expect(walletImageUrl('https://wallet.example/icon.png')).toBe('https://wallet.example/icon.png')
    expect(walletImageUrl('http://127.0.0.1:4100/images/a.svg')).toBe('http://127.0.0.1:4100/images/a.svg')
  })

  it('drops anything else', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<script>1</script>', 'file:///etc/passwd', 'icon.png', '', undefined]) {
      expect(walletImageUrl(url), String(url)).toBeUndefined()
    }
  })
})
