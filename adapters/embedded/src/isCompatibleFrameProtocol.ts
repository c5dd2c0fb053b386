import { frameProtocolVersion } from './frameProtocolVersion.ts'

const majorOf = (version: string): string => version.split('.')[0] ?? ''

/** Whether a frame that announced this protocol version (or none: it is optional) speaks this package's protocol. */
export function isCompatibleFrameProtocol(version: string | undefined): boolean {
  return version === undefined || majorOf(version) === majorOf(frameProtocolVersion)
}
