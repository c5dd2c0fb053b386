import { describe, expect, it } from 'vitest'
import type { AppToFrameMessage } from './AppToFrameMessage.ts'
import { FrameChannel } from './FrameChannel.ts'
import type { FrameDrop, FrameMessageEvent } from './FrameEndpoint.ts'
import { FrameHost } from './FrameHost.ts'
import { frameMessageTypes as types } from './frameMessageTypes.ts'
import type { FuzzCategory, FuzzEvent } from './testing/FrameFuzzer.ts'
import { FrameFuzzer } from './testing/FrameFuzzer.ts'
import { frameMessageSamples } from './testing/frameMessageSamples.ts'
import { linkedWindows } from './testing/linkedWindows.ts'

const appOrigin = 'https://app.example'
const frameOrigin = 'https://secure.example'
const messagesPerSide = 1_500
const appToFrame = Object.values(frameMessageSamples.appToFrame)
const frameToApp = Object.values(frameMessageSamples.frameToApp)

interface FuzzRun {
  sent: number
  thrown: unknown[]
  reasonsByCategory: Map<FuzzCategory, Set<string>>
}

// Sends every event to the side's real `message` listeners, one at a time, and tallies how each was dropped.
function fuzz(fuzzer: FrameFuzzer, dispatch: (event: FrameMessageEvent) => void, drops: FrameDrop[]): FuzzRun {
  const run: FuzzRun = { sent: 0, thrown: [], reasonsByCategory: new Map() }
  for (let index = 0; index < messagesPerSide; index += 1) {
    const { category, event }: FuzzEvent = fuzzer.next()
    const before = drops.length
    try {
      dispatch(event)
    } catch (error) {
      run.thrown.push(error)
    }
    run.sent += 1
    const reasons = run.reasonsByCategory.get(category) ?? new Set<string>()
    for (const drop of drops.slice(before)) reasons.add(drop.reason)
    run.reasonsByCategory.set(category, reasons)
  }
  return run
}

function prototypeSnapshot(): Record<string, string[]> {
  return {
    object: Object.getOwnPropertyNames(Object.prototype).sort(),
    array: Object.getOwnPropertyNames(Array.prototype).sort(),
    function: Object.getOwnPropertyNames(Function.prototype).sort(),
  }
}

function expectReasons(run: FuzzRun): void {
  const reasons = Object.fromEntries([...run.reasonsByCategory].map(([category, set]) => [category, [...set].sort()]))
  expect(Object.keys(reasons).sort()).toEqual([
    'deep-nesting',
    'foreign-origin',
    'foreign-source',
    'huge-string',
    'mutated-field',
    'non-object',
    'pollution-key',
    'random-json',
    'unknown-type',
  ])
  // Foreign senders are refused before decoding; everything else fails its codec: nothing reaches correlation.
  expect(reasons).toEqual({
    'deep-nesting': ['invalid'],
    'foreign-origin': ['origin'],
    'foreign-source': ['source'],
    'huge-string': ['invalid'],
    'mutated-field': ['invalid'],
    'non-object': ['invalid'],
    'pollution-key': ['invalid'],
    'random-json': ['invalid'],
    'unknown-type': ['invalid'],
  })
}

describe('fuzzing the frame protocol', () => {
  it(`drops ${messagesPerSide} malformed, mistyped and foreign messages on the app side without applying one`, async () => {
    const prototypesBefore = prototypeSnapshot()
    const windows = linkedWindows(appOrigin, frameOrigin)
    const drops: FrameDrop[] = []
    const session = { token: 'token-0', ready: false, answers: [] as unknown[], failures: [] as unknown[] }
    const sessionBefore = structuredClone(session)
    const channel = new FrameChannel({
      frameOrigin,
      frameWindow: () => windows.frame.handle,
      listenOn: windows.app.listenOn,
      onEvent: (event) => {
        if (event.type === types.SESSION_UPDATE) session.token = event.payload.token
        else session.ready = true
      },
      onDropped: (drop) => drops.push(drop),
    })
    // One waiting request per sample id: a fuzzed answer that got through would settle one of them.
    for (const sample of appToFrame) {
      channel.request(sample).then(
        (answer) => session.answers.push(answer),
        (error: unknown) => session.failures.push(error),
      )
    }
    const pendingBefore = channel.pendingIds
    expect(pendingBefore).toHaveLength(23)

    const fuzzer = new FrameFuzzer({ seed: 0x5eed_f1a3, samples: frameToApp, foreignSamples: appToFrame, origin: frameOrigin, source: windows.frame.handle })
    const run = fuzz(fuzzer, windows.app.dispatch, drops)
    await new Promise((resolve) => setTimeout(resolve, 0))

    expect(run.thrown).toEqual([])
    expect(run.sent).toBe(messagesPerSide)
    expect(channel.droppedCount).toBe(run.sent)
    expect(drops).toHaveLength(run.sent)
    expectReasons(run)
    expect(channel.pendingIds).toEqual(pendingBefore)
    expect(session).toEqual(sessionBefore)
    expect(prototypeSnapshot()).toEqual(prototypesBefore)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()

    // The same channel still takes a genuine answer: the fuzz run left it working, not wedged.
    windows.frame.handle.postMessage(frameMessageSamples.frameToApp[types.SIGN_OUT_SUCCESS], appOrigin)
    windows.app.handle.postMessage(frameMessageSamples.frameToApp[types.SIGN_OUT_SUCCESS], appOrigin)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(session.answers).toEqual([undefined])
    expect(channel.pendingIds).toHaveLength(22)
    channel.close()
  })

  it(`drops ${messagesPerSide} malformed, mistyped and foreign messages on the frame side without dispatching one`, () => {
    const prototypesBefore = prototypeSnapshot()
    const windows = linkedWindows(appOrigin, frameOrigin)
    const drops: FrameDrop[] = []
    const dispatched: AppToFrameMessage[] = []
    const host = new FrameHost({
      appOrigin,
      parentWindow: () => windows.app.handle,
      listenOn: windows.frame.listenOn,
      onRequest: (request) => dispatched.push(request),
      onDropped: (drop) => drops.push(drop),
    })

    const fuzzer = new FrameFuzzer({ seed: 0xf4a3e5, samples: appToFrame, foreignSamples: frameToApp, origin: appOrigin, source: windows.app.handle })
    const run = fuzz(fuzzer, windows.frame.dispatch, drops)

    expect(run.thrown).toEqual([])
    expect(run.sent).toBe(messagesPerSide)
    expect(host.droppedCount).toBe(run.sent)
    expect(drops).toHaveLength(run.sent)
    expectReasons(run)
    expect(dispatched).toEqual([])
    expect(windows.app.targetOrigins).toEqual([])
    expect(prototypeSnapshot()).toEqual(prototypesBefore)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()

    // A genuine request from the app still gets through afterwards.
    windows.frame.dispatch({ data: frameMessageSamples.appToFrame[types.RELOAD], origin: appOrigin, source: windows.app.handle })
    expect(dispatched).toEqual([frameMessageSamples.appToFrame[types.RELOAD]])
    host.close()
  })

  it('is deterministic: the same seed makes the same messages', () => {
    const make = () => new FrameFuzzer({ seed: 7, samples: frameToApp, foreignSamples: appToFrame, origin: frameOrigin, source: null })
    const first = make()
    const second = make()
    for (let index = 0; index < 200; index += 1) {
      const a = first.next()
      const b = second.next()
      expect(b.category).toBe(a.category)
      expect(b.event.origin).toBe(a.event.origin)
      if (a.category !== 'deep-nesting' && a.category !== 'non-object') expect(JSON.stringify(b.event.data)).toBe(JSON.stringify(a.event.data))
    }
  })
})
