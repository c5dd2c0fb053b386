import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WalletImage } from './WalletImage.tsx'

/** Image elements the hook creates, so a test can say when one loads or fails. */
const created: { src: string; onload: (() => void) | null; onerror: (() => void) | null }[] = []

class RecordingImage {
  src = ''
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  constructor() {
    created.push(this)
  }
}

afterEach(() => {
  cleanup()
  created.length = 0
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function imageState(container: HTMLElement): string | null | undefined {
  return container.querySelector('.pc-wallet-image')?.getAttribute('data-state')
}

describe('WalletImage', () => {
  it('shows the image once it loaded', () => {
    vi.stubGlobal('Image', RecordingImage)
    const { container } = render(<WalletImage url="https://images.test/wallet.png" />)
    expect(imageState(container)).toBe('loading')
    expect(created[0]?.src).toBe('https://images.test/wallet.png')
    act(() => created[0]?.onload?.())
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://images.test/wallet.png')
  })

  it('falls back to its icon when the image fails', () => {
    vi.stubGlobal('Image', RecordingImage)
    const { container } = render(<WalletImage url="https://images.test/broken.png" />)
    act(() => created[0]?.onerror?.())
    expect(imageState(container)).toBe('failed')
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('svg[data-icon="wallet"]')).toBeTruthy()
  })

  it('falls back when the image takes 2 s (SPEC §9), and ignores it loading later', () => {
    vi.useFakeTimers()
    vi.stubGlobal('Image', RecordingImage)
    const { container } = render(<WalletImage url="https://images.test/slow.png" />)
    act(() => vi.advanceTimersByTime(1999))
    expect(imageState(container)).toBe('loading')
    act(() => vi.advanceTimersByTime(1))
    expect(imageState(container)).toBe('failed')
    act(() => created[0]?.onload?.())
    expect(container.querySelector('img')).toBeNull()
  })

  it('never loads a URL that is not http(s) or an image data URL', () => {
    vi.stubGlobal('Image', RecordingImage)
    const { container } = render(<WalletImage url="javascript:alert(1)" />)
    expect(created).toHaveLength(0)
    expect(imageState(container)).toBe('failed')
  })
})
