import { describe, expect, it } from 'vitest'
import { FrameChannel } from './FrameChannel.ts'
import type { FrameDrop } from './FrameEndpoint.ts'
import { frameMessageTypes as types } from './frameMessageTypes.ts'

// The same channel on a DOM: `window` as the listener target and real MessageEvents. happy-dom loads
// no iframe page here, so the frame's window is a stand-in object that records what is posted to it.
describe('FrameChannel on a DOM window', () => {
  it('posts to the iframe with the exact origin and settles on a MessageEvent from it only', async () => {
    const posted: Array<{ message: unknown; targetOrigin: string }> = []
    const frameWindow = { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) }
    const drops: FrameDrop[] = []
    const channel = new FrameChannel({
      frameOrigin: 'https://secure.example',
      frameWindow: () => frameWindow,
      listenOn: window,
      onDropped: (drop) => drops.push(drop),
    })

    const answer = channel.request({ type: types.GET_CHAIN_ID })
    expect(posted).toEqual([{ message: { type: types.GET_CHAIN_ID, id: channel.pendingIds[0] }, targetOrigin: 'https://secure.example' }])
    const data = { type: types.GET_CHAIN_ID_SUCCESS, id: channel.pendingIds[0], payload: { chainId: 'eip155:1' } }
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://evil.example', source: frameWindow as unknown as Window }))
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://secure.example', source: window }))
    expect(drops.map((drop) => drop.reason)).toEqual(['origin', 'source'])
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://secure.example', source: frameWindow as unknown as Window }))
    await expect(answer).resolves.toEqual({ chainId: 'eip155:1' })

    channel.close()
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://secure.example', source: frameWindow as unknown as Window }))
    expect(channel.droppedCount).toBe(2)
  })

  it('says "W3mFrame: iframe is not set" while the iframe has no window', async () => {
    const iframe = document.createElement('iframe')
    const channel = new FrameChannel({ frameOrigin: 'https://secure.example', frameWindow: () => iframe.contentWindow, listenOn: window })
    await expect(channel.request({ type: types.SIGN_OUT })).rejects.toThrow('W3mFrame: iframe is not set')
    channel.close()
  })
})
