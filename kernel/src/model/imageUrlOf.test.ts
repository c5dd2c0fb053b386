import { describe, expect, it } from 'vitest'
import { imageUrlOf } from './imageUrlOf.ts'

describe('SPEC §3/§7 images: a wallet\'s or network\'s image url or image id', () => {
  it('takes an image id through the project service\'s image endpoint', () => {
    expect(imageUrlOf(undefined, 'harbor-logo', 'http://127.0.0.1:4100/')).toBe('http://127.0.0.1:4100/images/harbor-logo')
    expect(imageUrlOf(undefined, 'a/b?c', 'https://service.example/base')).toBe('https://service.example/base/images/a%2Fb%3Fc')
  })

  it('prefers a safe image url, and takes the image id when the url is not safe', () => {
    expect(imageUrlOf('https://images.example/harbor.png', 'harbor-logo', 'http://127.0.0.1:4100')).toBe('https://images.example/harbor.png')
    expect(imageUrlOf('javascript:alert(1)', 'harbor-logo', 'http://127.0.0.1:4100')).toBe('http://127.0.0.1:4100/images/harbor-logo')
    expect(imageUrlOf('javascript:alert(1)', undefined, 'http://127.0.0.1:4100')).toBeUndefined()
  })

  it('has none for an image id without a project service', () => {
    expect(imageUrlOf(undefined, 'harbor-logo', undefined)).toBeUndefined()
  })
})
