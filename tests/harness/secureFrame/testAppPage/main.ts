// A minimal app for the secure frame's browser test: it embeds the frame (`?frame=<url>&chainId=`)
// and talks to it through the real FrameChannel.
import { FrameChannel, FrameError } from '@portico/adapter-embedded'
import type { FrameEventMessage } from '@portico/adapter-embedded'
import type { FrameTestApi } from './FrameTestApi.ts'

declare global {
  interface Window {
    porticoFrameTest?: FrameTestApi
  }
}

const params = new URLSearchParams(location.search)
const frameUrl = new URL(params.get('frame') ?? '')
frameUrl.search = new URLSearchParams({ projectId: 'test', chainId: params.get('chainId') ?? '31337', version: '4' }).toString()
const iframe = document.createElement('iframe')
iframe.title = 'Portico secure frame'
iframe.src = frameUrl.href
const events: FrameEventMessage[] = []
const channel = new FrameChannel({
  frameOrigin: frameUrl.origin,
  frameWindow: () => iframe.contentWindow,
  listenOn: window,
  onEvent: (event) => events.push(event),
})
document.body.append(iframe)

window.porticoFrameTest = {
  events,
  request: (message, timeoutMs = 30_000) =>
    channel.request(message, { timeoutMs }).then(
      (payload) => ({ ok: true, payload }),
      (error: unknown) => ({
        ok: false,
        message: error instanceof Error ? error.message : String(error),
        code: error instanceof FrameError ? error.rpcCode : undefined,
      }),
    ),
}
