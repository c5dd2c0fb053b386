import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppToFrameMessage } from './AppToFrameMessage.ts'
import { FrameChannel } from './FrameChannel.ts'
import type { FrameDrop } from './FrameEndpoint.ts'
import { FrameError } from './errors.ts'
import { FrameHost } from './FrameHost.ts'
import { frameProtocolVersion } from './frameProtocolVersion.ts'
import { frameMessageTypes as types } from './frameMessageTypes.ts'
import type { FrameEventMessage } from './frameResponseTypes.ts'
import { linkedWindows } from './testing/linkedWindows.ts'

const appOrigin = 'https://app.example'
const frameOrigin = 'https://secure.example'

function setup(options: { answer?: (host: FrameHost, request: AppToFrameMessage) => void; withFrame?: boolean } = {}) {
  const windows = linkedWindows(appOrigin, frameOrigin)
  const requests: AppToFrameMessage[] = []
  const events: FrameEventMessage[] = []
  const appDrops: FrameDrop[] = []
  const frameDrops: FrameDrop[] = []
  const channel = new FrameChannel({
    frameOrigin: `${frameOrigin}/`,
    frameWindow: () => (options.withFrame === false ? null : windows.frame.handle),
    listenOn: windows.app.listenOn,
    onEvent: (event) => events.push(event),
    onDropped: (drop) => appDrops.push(drop),
  })
  const host: FrameHost = new FrameHost({
    appOrigin,
    parentWindow: () => windows.app.handle,
    listenOn: windows.frame.listenOn,
    onRequest: (request) => {
      requests.push(request)
      options.answer?.(host, request)
    },
    onDropped: (drop) => frameDrops.push(drop),
  })
  return { windows, channel, host, requests, events, appDrops, frameDrops }
}

describe('FrameChannel with a FrameHost', () => {
  afterEach(() => vi.useRealTimers())

  it('resolves a request with the success payload the frame posts for its id, posting to exact origins only', async () => {
    const { windows, channel, requests } = setup({
      answer: (host, request) => {
        if (request.type === types.CONNECT_EMAIL) host.succeed(request, { action: 'VERIFY_OTP' })
      },
    })
    await expect(channel.request({ type: types.CONNECT_EMAIL, payload: { email: 'ada@example.com' } })).resolves.toEqual({ action: 'VERIFY_OTP' })
    expect(requests).toHaveLength(1)
    expect(requests[0]).toEqual({ type: types.CONNECT_EMAIL, id: expect.stringMatching(/^[0-9a-z]{10,16}$/), payload: { email: 'ada@example.com' } })
    expect(windows.frame.targetOrigins).toEqual([frameOrigin])
    expect(windows.app.targetOrigins).toEqual([appOrigin])
    expect(channel.pendingIds).toEqual([])
    expect(channel.frameOrigin).toBe(frameOrigin)
  })

  it('resolves a bare success with undefined and keeps an id the caller chose', async () => {
    const { channel, requests } = setup({ answer: (host, request) => host.succeed(request as typeof request & { type: typeof types.SIGN_OUT }) })
    await expect(channel.request({ type: types.SIGN_OUT, id: 'mine1' })).resolves.toBeUndefined()
    expect(requests[0]?.id).toBe('mine1')
  })

  it('rejects with the frame\'s error message, "An error occurred" without one, keeping the JSON-RPC code', async () => {
    const { channel } = setup({
      answer: (host, request) => {
        if (request.type === types.RPC_REQUEST) host.fail(request, 'User rejected the request.', 4001)
        else host.fail(request)
      },
    })
    const rpc = channel.request({ type: types.RPC_REQUEST, payload: { method: 'personal_sign', params: ['0x68', '0x00'] } })
    await expect(rpc).rejects.toMatchObject({ name: 'FrameError', code: 'FRAME_ERROR', shortMessage: 'User rejected the request.', rpcCode: 4001 })
    await expect(channel.request({ type: types.GET_USER, payload: {} })).rejects.toMatchObject({ shortMessage: 'An error occurred', rpcCode: undefined })
  })

  it('rejects with "W3mFrame: iframe is not set" when there is no frame window', async () => {
    const { channel, requests } = setup({ withFrame: false })
    const request = channel.request({ type: types.GET_CHAIN_ID })
    await expect(request).rejects.toBeInstanceOf(FrameError)
    await expect(request).rejects.toMatchObject({ code: 'FRAME_NOT_SET', message: 'W3mFrame: iframe is not set' })
    expect(() => channel.post({ type: types.RELOAD })).toThrow('W3mFrame: iframe is not set')
    expect(channel.pendingIds).toEqual([])
    expect(requests).toEqual([])
  })

  it('throws before posting a message that fails its codec (SPEC §5)', async () => {
    const { windows, channel } = setup()
    const invalid = { type: types.CONNECT_EMAIL, payload: { email: 'nobody' } }
    expect(() => channel.post(invalid)).toThrow(expect.objectContaining({ code: 'FRAME_MESSAGE_INVALID', details: 'payload.email: not a valid e-mail address' }))
    await expect(channel.request(invalid)).rejects.toMatchObject({ code: 'FRAME_MESSAGE_INVALID' })
    expect(() => channel.post({ type: '@portico/frame/READY' } as unknown as AppToFrameMessage)).toThrow('Invalid frame message')
    expect(windows.frame.targetOrigins).toEqual([])
    expect(channel.pendingIds).toEqual([])
  })

  it('refuses an id already waiting', async () => {
    const { channel } = setup()
    void channel.request({ type: types.GET_CHAIN_ID, id: 'same' }).catch(() => undefined)
    await expect(channel.request({ type: types.GET_CHAIN_ID, id: 'same' })).rejects.toMatchObject({ code: 'FRAME_ID_IN_USE' })
    expect(channel.pendingIds).toEqual(['same'])
  })

  it('times out as SPEC §8 says: "Request was aborted" for RPC, "Something went wrong" otherwise; a late answer is dropped', async () => {
    vi.useFakeTimers()
    const { channel, host, requests, appDrops } = setup()
    const email = channel.request({ type: types.CONNECT_OTP, payload: { otp: '123456' } }, { timeoutMs: 30_000 })
    const rpc = channel.request({ type: types.RPC_REQUEST, payload: { method: 'eth_chainId' } }, { timeoutMs: 30_000 })
    const emailOutcome = email.catch((error: unknown) => error)
    const rpcOutcome = rpc.catch((error: unknown) => error)
    vi.advanceTimersByTime(29_999)
    expect(channel.pendingIds).toHaveLength(2)
    vi.advanceTimersByTime(1)
    await expect(emailOutcome).resolves.toMatchObject({ code: 'FRAME_REQUEST_TIMEOUT', shortMessage: 'Something went wrong' })
    await expect(rpcOutcome).resolves.toMatchObject({ code: 'FRAME_REQUEST_TIMEOUT', shortMessage: 'Request was aborted' })
    expect(channel.pendingIds).toEqual([])
    host.succeed(requests[0] as AppToFrameMessage & { type: typeof types.CONNECT_OTP })
    expect(appDrops).toEqual([{ reason: 'unexpected', detail: expect.stringContaining('no request waits for id'), origin: frameOrigin }])
  })

  it('stops the timeout while the frame is shown (the user types a password there) and starts it whole when it is hidden', async () => {
    vi.useFakeTimers()
    const { windows, channel, appDrops } = setup()
    const login = channel.request({ type: types.CONNECT_OTP, payload: { otp: '123456' } }, { timeoutMs: 30_000 })
    const outcome = login.catch((error: unknown) => error)
    const showFrame = (visible: boolean) => windows.app.handle.postMessage({ type: '@portico/frame/VISIBILITY', visible }, appOrigin)
    vi.advanceTimersByTime(20_000)
    showFrame(true)
    // A request made while the frame is shown waits too.
    const rpc = channel.request({ type: types.RPC_REQUEST, payload: { method: 'eth_chainId' } }, { timeoutMs: 30_000 })
    const rpcOutcome = rpc.catch((error: unknown) => error)
    vi.advanceTimersByTime(5 * 60_000)
    expect(channel.pendingIds).toHaveLength(2)
    showFrame(false)
    vi.advanceTimersByTime(29_999)
    expect(channel.pendingIds).toHaveLength(2)
    vi.advanceTimersByTime(1)
    await expect(outcome).resolves.toMatchObject({ code: 'FRAME_REQUEST_TIMEOUT' })
    await expect(rpcOutcome).resolves.toMatchObject({ code: 'FRAME_REQUEST_TIMEOUT' })
    expect(appDrops).toEqual([])
  })

  it('ignores a visibility message from another origin or window', async () => {
    vi.useFakeTimers()
    const { windows, channel, appDrops } = setup()
    const outcome = channel.request({ type: types.CONNECT_OTP, payload: { otp: '123456' } }, { timeoutMs: 30_000 }).catch((error: unknown) => error)
    windows.app.dispatch({ data: { type: '@portico/frame/VISIBILITY', visible: true }, origin: 'https://evil.example', source: windows.frame.handle })
    windows.app.dispatch({ data: { type: '@portico/frame/VISIBILITY', visible: true }, origin: frameOrigin, source: {} })
    vi.advanceTimersByTime(30_000)
    await expect(outcome).resolves.toMatchObject({ code: 'FRAME_REQUEST_TIMEOUT' })
    expect(appDrops.map((drop) => drop.reason)).toEqual(['origin', 'source'])
  })

  it('rejects when its signal aborts, before or after posting', async () => {
    const { channel } = setup()
    const controller = new AbortController()
    const request = channel.request({ type: types.GET_USER, payload: {} }, { signal: controller.signal })
    controller.abort()
    await expect(request).rejects.toMatchObject({ code: 'FRAME_REQUEST_ABORTED', shortMessage: 'Something went wrong' })
    const rpc = channel.request({ type: types.RPC_REQUEST, payload: { method: 'eth_accounts' } }, { signal: controller.signal })
    await expect(rpc).rejects.toMatchObject({ code: 'FRAME_REQUEST_ABORTED', shortMessage: 'Request was aborted' })
    expect(channel.pendingIds).toEqual([])
  })

  it('drops an answer of the wrong type for a waiting id, and answers from another origin or window', () => {
    const { windows, channel, appDrops } = setup()
    const settled = vi.fn()
    void channel.request({ type: types.GET_CHAIN_ID, id: 'wait1' }).then(settled, settled)
    const wrongType = { type: types.GET_USER_SUCCESS, id: 'wait1', payload: { address: '0x1', chainId: 1, smartAccountDeployed: true } }
    windows.app.handle.postMessage(wrongType, appOrigin)
    const answer = { type: types.GET_CHAIN_ID_SUCCESS, id: 'wait1', payload: { chainId: 1 } }
    windows.app.dispatch({ data: answer, origin: 'https://evil.example', source: windows.frame.handle })
    windows.app.dispatch({ data: answer, origin: frameOrigin, source: {} })
    windows.app.dispatch({ data: answer, origin: frameOrigin, source: null })
    expect(appDrops.map((drop) => drop.reason)).toEqual(['unexpected', 'origin', 'source', 'source'])
    expect(channel.droppedCount).toBe(4)
    expect(channel.pendingIds).toEqual(['wait1'])
    expect(settled).not.toHaveBeenCalled()
  })

  it('hands session updates and the ready event to onEvent', () => {
    const { channel, host, events } = setup()
    host.announceReady('4')
    host.announceReady(null)
    host.announceReady()
    host.updateSession('jwt.next')
    expect(events).toEqual([
      { type: types.READY, payload: { version: '4' } },
      { type: types.READY, payload: {} },
      { type: types.READY, payload: { version: frameProtocolVersion } },
      { type: types.SESSION_UPDATE, payload: { token: 'jwt.next' } },
    ])
    expect(channel.droppedCount).toBe(0)
  })

  it('a READY (a page that has just loaded) aborts the requests still waiting: the page before it will never answer them', async () => {
    const { channel, host, events } = setup()
    const lost = channel.request({ type: types.IS_CONNECTED, payload: {} })
    const lostRpc = channel.request({ type: types.RPC_REQUEST, payload: { method: 'eth_chainId', params: [] } })
    host.announceReady()
    await expect(lost).rejects.toMatchObject({ code: 'FRAME_REQUEST_ABORTED', shortMessage: 'Something went wrong', details: 'The secure frame loaded again before it answered.' })
    await expect(lostRpc).rejects.toMatchObject({ code: 'FRAME_REQUEST_ABORTED', shortMessage: 'Request was aborted' })
    expect(events).toEqual([{ type: types.READY, payload: { version: frameProtocolVersion } }])
    expect(channel.pendingIds).toEqual([])
    // A request posted after the READY is the new page's to answer.
    const later = channel.request({ type: types.IS_CONNECTED, payload: {} })
    const [asked] = channel.pendingIds
    host.succeed({ type: types.IS_CONNECTED, id: asked, payload: {} }, { isConnected: true })
    await expect(later).resolves.toEqual({ isConnected: true })
  })

  it('reports a throwing onEvent as a dropped message instead of throwing out of the listener', () => {
    const windows = linkedWindows(appOrigin, frameOrigin)
    const drops: FrameDrop[] = []
    const channel = new FrameChannel({
      frameOrigin,
      frameWindow: () => windows.frame.handle,
      listenOn: windows.app.listenOn,
      onEvent: () => {
        throw new Error('store exploded')
      },
      onDropped: (drop) => {
        drops.push(drop)
        throw new Error('reporter exploded too')
      },
    })
    expect(() => channel.receive({ data: { type: types.READY, payload: {} }, origin: frameOrigin, source: windows.frame.handle })).not.toThrow()
    expect(drops).toEqual([{ reason: 'failed', detail: 'store exploded', origin: frameOrigin }])
  })

  it('close() rejects what waits and stops listening', async () => {
    const { windows, channel } = setup()
    const request = channel.request({ type: types.IS_CONNECTED, payload: {} })
    channel.close()
    await expect(request).rejects.toMatchObject({ code: 'FRAME_CLOSED', shortMessage: 'Something went wrong' })
    windows.app.dispatch({ data: { type: types.READY, payload: {} }, origin: frameOrigin, source: windows.frame.handle })
    expect(channel.droppedCount).toBe(0)
  })

  it('refuses a wildcard or opaque frame origin', () => {
    const windows = linkedWindows(appOrigin, frameOrigin)
    for (const origin of ['*', 'null', 'data:text/html,hi', '']) {
      expect(() => new FrameChannel({ frameOrigin: origin, frameWindow: () => windows.frame.handle, listenOn: windows.app.listenOn }), origin).toThrow(
        expect.objectContaining({ code: 'FRAME_ORIGIN_INVALID' }),
      )
    }
  })
})

describe('FrameHost', () => {
  it('throws "W3mFrame: parent is not set" without a parent window', () => {
    const windows = linkedWindows(appOrigin, frameOrigin)
    const host = new FrameHost({ appOrigin, parentWindow: () => undefined, listenOn: windows.frame.listenOn, onRequest: () => undefined })
    expect(() => host.announceReady()).toThrow(expect.objectContaining({ code: 'FRAME_PARENT_NOT_SET', message: 'W3mFrame: parent is not set' }))
    expect(host.appOrigin).toBe(appOrigin)
  })

  it('validates its answers before posting them, and posts none for a request without id', () => {
    const { windows, host } = setup()
    const secondary = { type: types.UPDATE_EMAIL_SECONDARY_OTP, id: 'x1', payload: { otp: '1' } } as const
    expect(() => host.succeed(secondary, { newEmail: 'not an e-mail' })).toThrow(expect.objectContaining({ code: 'FRAME_MESSAGE_INVALID' }))
    host.succeed({ type: types.SIGN_OUT })
    host.fail({ type: types.SIGN_OUT }, 'no')
    expect(windows.app.targetOrigins).toEqual([])
  })

  it('hands valid requests from the app to onRequest and drops the rest', () => {
    const { windows, channel, requests, frameDrops } = setup()
    channel.post({ type: types.SYNC_THEME, payload: { themeMode: 'light' } })
    windows.frame.dispatch({ data: { type: types.SIGN_OUT }, origin: 'https://evil.example', source: windows.app.handle })
    windows.frame.dispatch({ data: { type: types.SIGN_OUT }, origin: appOrigin, source: windows.frame.handle })
    windows.frame.dispatch({ data: { type: types.SIGN_OUT, id: 5 }, origin: appOrigin, source: windows.app.handle })
    expect(requests).toEqual([{ type: types.SYNC_THEME, payload: { themeMode: 'light' } }])
    expect(frameDrops.map((drop) => drop.reason)).toEqual(['origin', 'source', 'invalid'])
    expect(frameDrops[2]?.detail).toBe('id: not a base-36 message id')
  })
})
