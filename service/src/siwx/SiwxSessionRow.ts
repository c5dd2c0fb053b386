/** A row of `siwx_sessions`. */
export interface SiwxSessionRow extends Record<string, unknown> {
  id: string
  project_id: string
  chain_id: string
  address: string
  account_key: string
  data: unknown
  message: string
  signature: string
  created_at: Date | string
  expires_at: Date | string
}
