import { decode } from '@portico/kernel/extend'
import { SecureFrameConfig } from './SecureFrameConfig.ts'

/** The page's config from its backend (`GET /frame-config.json?projectId=`), decoded; throws when it cannot be read. */
export async function loadFrameConfig(projectId: string): Promise<SecureFrameConfig> {
  const response = await fetch(`/frame-config.json?${new URLSearchParams({ projectId }).toString()}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) })
  if (!response.ok) throw new Error(`The frame's config answered ${response.status}`)
  const decoded = decode(SecureFrameConfig, await response.json())
  if (!decoded.ok) throw new Error(`The frame's config is invalid: ${decoded.error}`)
  return decoded.value
}
