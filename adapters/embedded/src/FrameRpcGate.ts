import { ProviderError } from '@portico/kernel'
import { decode, rpcErrorCodes } from '@portico/kernel/extend'
import type { AdapterContext } from '@portico/kernel/extend'
import type { ChainNamespace } from '@portico/kernel'
import { frameMessageTypes } from './frameMessageTypes.ts'
import { FrameRpcRequest } from './FrameRpcRequest.ts'
import { frameRpcMethods } from './frameRpcMethods.ts'
import { rpcMethodKind } from './rpcMethodKind.ts'
import type { SecureFrame } from './SecureFrame.ts'
import { toEmbeddedProviderError } from './toEmbeddedProviderError.ts'
import { InvalidParamsError, NotConnectedError, RequestRejectedError, UnsupportedMethodError } from './errors.ts'

/** An RPC request as a provider hands it on. */
export interface GateRequest {
  namespace: ChainNamespace
  method: string
  params?: unknown
}

const supported: ReadonlySet<string> = new Set(frameRpcMethods)

/**
 * The SPEC §6 gate in front of the frame's RPC: safe methods go straight to RPC_REQUEST, unsafe
 * ones wait for the user's approval first (a rejection is 4001), any other is refused with 4200
 * "Requested RPC call is not allowed" and the "Action not allowed" notice follows 300 ms later.
 * RPC requests have no timeout; `rejectPending` aborts the unsafe ones ("Request was aborted").
 */
export class FrameRpcGate {
  private readonly unsafe = new Set<AbortController>()
  private readonly all = new Set<AbortController>()
  private readonly noticeTimers = new Set<ReturnType<typeof setTimeout>>()
  private readonly frame: SecureFrame
  private readonly context: Pick<AdapterContext, 'requestApproval' | 'showSnack'>
  private readonly blockedMessageDelayMs: number

  constructor(frame: SecureFrame, context: Pick<AdapterContext, 'requestApproval' | 'showSnack'>, blockedMessageDelayMs: number) {
    this.frame = frame
    this.context = context
    this.blockedMessageDelayMs = blockedMessageDelayMs
  }

  /** Sends one RPC request through the gate; resolves with the frame's result or rejects with a ProviderError. */
  async request({ namespace, method, params }: GateRequest): Promise<unknown> {
    const kind = rpcMethodKind(method)
    if (kind === 'unknown') {
      this.noticeLater()
      throw new UnsupportedMethodError('Requested RPC call is not allowed', method)
    }
    // Unsafe by SPEC §6 but not a method of the frame (eth_sendUserOperation): nothing to approve.
    if (!supported.has(method)) throw new UnsupportedMethodError(rpcErrorCodes.UNSUPPORTED_METHOD.message, method)
    const payload = decode(FrameRpcRequest, params === undefined ? { method } : { method, params })
    if (!payload.ok) throw new InvalidParamsError({ details: payload.error })
    const controller = new AbortController()
    this.all.add(controller)
    if (kind === 'unsafe') this.unsafe.add(controller)
    try {
      if (kind === 'unsafe') await this.context.requestApproval({ namespace, method, params, signal: controller.signal })
      const { result } = await this.frame.request({ type: frameMessageTypes.RPC_REQUEST, payload: payload.value }, { signal: controller.signal })
      return result
    } catch (error) {
      const reason: unknown = controller.signal.reason
      throw reason instanceof ProviderError ? reason : toEmbeddedProviderError(error)
    } finally {
      this.all.delete(controller)
      this.unsafe.delete(controller)
    }
  }

  /** SPEC §6: aborts the unsafe requests in flight (waiting for approval or for the frame); the safe ones go on. */
  rejectPending(): void {
    for (const controller of [...this.unsafe]) controller.abort(new RequestRejectedError())
  }

  /** Aborts every request in flight and drops the pending notices. */
  destroy(): void {
    for (const controller of [...this.all]) controller.abort(new NotConnectedError('Request was aborted'))
    for (const timer of this.noticeTimers) clearTimeout(timer)
    this.noticeTimers.clear()
  }

  // SPEC §8: the UI says "Action not allowed" 300 ms after the refusal.
  private noticeLater(): void {
    const timer = setTimeout(() => {
      this.noticeTimers.delete(timer)
      this.context.showSnack('error', 'Action not allowed')
    }, this.blockedMessageDelayMs)
    this.noticeTimers.add(timer)
  }
}
