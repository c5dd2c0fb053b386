import type { Answer } from '../api/Answer.ts'
import type { FrameContext } from './FrameContext.ts'

/**
 * `GET /frame-config.json?projectId=…`: what the frame page works with, from the service config and
 * the project: the chains' RPC URLs by chain id, the smart-account networks (bundler and contracts), the Solana
 * RPC URL (none yet) and the project's allowed app origins (an unknown project: none).
 */
export async function frameConfigAnswer(context: FrameContext, projectId: string | null): Promise<Answer> {
  const [row] = projectId === null ? [] : await context.database.query<{ allowed_origins: unknown }>('SELECT allowed_origins FROM projects WHERE id = $1', [projectId])
  const allowedAppOrigins = Array.isArray(row?.allowed_origins) ? row.allowed_origins.filter((item): item is string => typeof item === 'string') : []
  return { status: 200, body: { chains: context.chainRpcUrls, smartAccounts: context.smartAccounts, solanaRpcUrl: null, allowedAppOrigins }, headers: { 'cache-control': 'no-store' } }
}
