import { describe, expect, it } from 'vitest'
import { safeImageUrl } from './safeImageUrl.ts'

describe('safeImageUrl', () => {
  it('keeps data URLs of images and http(s) URLs', () => {
    expect(safeImageUrl('data:image/svg+xml,%3Csvg%2F%3E')).toBe('data:image/svg+xml,%3Csvg%2F%3E')
    expect(safeImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
    expect(safeImageUrl('https://wallet.example/icon.png')).toBe('https://wallet.example/icon.png')
    expect(safeImageUrl('http://127.0.0.1:4100/images/a.svg')).toBe('http://127.0.0.1:4100/images/a.svg')
  })

  it('drops scripts, other data URLs, files and nothing', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>1</script>', 'data:image/svg', 'file:///etc/passwd', '', undefined]) {
      expect(safeImageUrl(url), String(url)).toBeUndefined()
    }
  })
})
