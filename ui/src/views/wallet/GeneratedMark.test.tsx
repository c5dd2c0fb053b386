import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GeneratedMark } from './GeneratedMark.tsx'

const markOf = (name: string) => {
  const { container, unmount } = render(<GeneratedMark name={name} />)
  const mark = container.querySelector('.pc-generated-mark')
  const result = { initials: mark?.getAttribute('data-initials'), hue: (mark as HTMLElement | null)?.style.getPropertyValue('--pc-mark-hue'), hidden: mark?.getAttribute('aria-hidden'), text: mark?.textContent }
  unmount()
  return result
}

describe('GeneratedMark (issue 20: a generated fallback for networks without an image)', () => {
  it("draws the first letters of the name's first two words, or a one-word name's first two, as a decorative mark with no text of its own", () => {
    expect(markOf('Portico Local')).toMatchObject({ initials: 'PL', hidden: 'true', text: '' })
    expect(markOf('Solana')).toMatchObject({ initials: 'SO' })
    expect(markOf('OP Mainnet Sepolia')).toMatchObject({ initials: 'OM' })
  })

  it('gives a name always the same hue, and different names different ones', () => {
    expect(markOf('Portico Local').hue).toBe(markOf('Portico Local').hue)
    expect(markOf('Portico Local').hue).not.toBe(markOf('Portico Chain B').hue)
    expect(Number(markOf('Ethereum').hue)).toBeGreaterThanOrEqual(0)
    expect(Number(markOf('Ethereum').hue)).toBeLessThan(360)
  })
})
