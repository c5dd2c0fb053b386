import type { Answer } from '../api/Answer.ts'
import type { FrameContext } from './FrameContext.ts'

/**
 * `GET /frame-config.json?projectId=…`: what the frame page works with, from the service config and
 * the project: the chains' RPC URLs by chain id, the smart-account networks (bundler and contracts), the Solana
 * RPC URL (none yet) and the project's allowed app origins (an unknown project: none).
 */
export async function frameConfigAnswer(context: FrameContext, projectId: string | null): Promise<Answer> {
  const allowedAppOrigins = (projectId === null ? undefined : await context.projectOrigins.patternsOf(projectId)) ?? []
  return { status: 200, body: { chains: context.chainRpcUrls, smartAccounts: context.smartAccounts, solanaRpcUrl: null, allowedAppOrigins }, headers: { 'cache-control': 'no-store' } }
}
