import type { AppToFrameMessage } from './AppToFrameMessage.ts'
import type { FrameToAppMessage } from './FrameToAppMessage.ts'

/** The type of a request the app posts to the frame. */
export type FrameRequestType = AppToFrameMessage['type']
/** The type of the success that answers request type T. */
export type FrameSuccessType<T extends string> = T extends `@portico/app/${infer Name}` ? `@portico/frame/${Name}_SUCCESS` : never
/** The type of the error that answers request type T. */
export type FrameErrorType<T extends string> = T extends `@portico/app/${infer Name}` ? `@portico/frame/${Name}_ERROR` : never
/** The success message that answers request type T. */
export type FrameSuccessMessage<T extends FrameRequestType> = Extract<FrameToAppMessage, { type: FrameSuccessType<T> }>
/** What a success to request type T carries: its payload, or undefined for a bare success. */
export type FrameSuccessPayload<T extends FrameRequestType> = FrameSuccessMessage<T> extends { payload: infer P } ? P : undefined
/** A frame-to-app message that answers no request: a session update or the ready event. */
export type FrameEventMessage = Extract<FrameToAppMessage, { type: '@portico/frame/SESSION_UPDATE' | '@portico/frame/READY' }>

/** The success and error types that answer a request type (`@portico/app/X` -> `@portico/frame/X_SUCCESS`, `_ERROR`). */
export function frameResponseTypes<T extends FrameRequestType>(requestType: T): { success: FrameSuccessType<T>; error: FrameErrorType<T> } {
  const name = requestType.slice('@portico/app/'.length)
  return {
    success: `@portico/frame/${name}_SUCCESS` as FrameSuccessType<T>,
    error: `@portico/frame/${name}_ERROR` as FrameErrorType<T>,
  }
}
