interface ImportMetaEnv {
  readonly VITE_PORTICO_PROJECT_SERVICE_URL?: string
  readonly VITE_PORTICO_PROJECT_ID?: string
  readonly VITE_PORTICO_RPC_31337?: string
  readonly VITE_PORTICO_RPC_31338?: string
  readonly VITE_PORTICO_TOKEN?: string
  readonly VITE_PORTICO_NAME_RESOLVER?: string
  readonly VITE_PORTICO_RELAY_URL?: string
  readonly VITE_PORTICO_WALLET_PAGE_URL?: string
  readonly VITE_PORTICO_SOLANA_RPC?: string
  readonly VITE_PORTICO_FRAME_URL?: string
  readonly VITE_PORTICO_MAIL_PAGE_URL?: string
  readonly VITE_PORTICO_STAND_INS_PAGE_URL?: string
}
