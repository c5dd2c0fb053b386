import type { AppToFrameMessage } from '../AppToFrameMessage.ts'
import type { FrameHost } from '../FrameHost.ts'
import { frameMessageTypes as types } from '../frameMessageTypes.ts'
import { ScriptedFrame } from './ScriptedFrame.ts'

type ExportRequest = Extract<AppToFrameMessage, { type: typeof types.EXPORT_PRIVATE_KEY }>

/**
 * A scripted frame that holds each private key export request, as a user still confirming would;
 * `answer` ends the last one held (the user shown their keys, or cancelling).
 */
export function holdingExportFrame(): { frame: ScriptedFrame; answer: (outcome: 'EXPORTED' | 'CANCELLED') => void } {
  const held: { request?: ExportRequest; host?: FrameHost } = {}
  const frame = new ScriptedFrame({
    answer: (request, host) => {
      if (request.type !== types.EXPORT_PRIVATE_KEY) return undefined
      Object.assign(held, { request, host })
      return 'hold'
    },
  })
  const answer = (outcome: 'EXPORTED' | 'CANCELLED') => {
    if (held.request === undefined || held.host === undefined) throw new Error('The frame got no export request')
    held.host.succeed(held.request, { outcome })
  }
  return { frame, answer }
}
