/** Where the harness runs, as `npm start` passes it (VITE_PORTICO_*), with its fixed defaults. */
export const demoEnv = {
  projectServiceUrl: import.meta.env.VITE_PORTICO_PROJECT_SERVICE_URL ?? 'http://127.0.0.1:4100',
  projectId: import.meta.env.VITE_PORTICO_PROJECT_ID ?? 'portico-demo',
  rpc: {
    31337: import.meta.env.VITE_PORTICO_RPC_31337 ?? 'http://127.0.0.1:8545',
    31338: import.meta.env.VITE_PORTICO_RPC_31338 ?? 'http://127.0.0.1:8546',
  },
  solanaRpc: import.meta.env.VITE_PORTICO_SOLANA_RPC ?? 'http://127.0.0.1:8899',
  relayUrl: import.meta.env.VITE_PORTICO_RELAY_URL ?? 'ws://127.0.0.1:8555',
  /** The project service's secure frame (e-mail and social login); without it the demo has no embedded wallet. */
  frameUrl: import.meta.env.VITE_PORTICO_FRAME_URL,
  /** The harness's mail page: the codes the secure frame mailed, newest first. */
  mailPageUrl: import.meta.env.VITE_PORTICO_MAIL_PAGE_URL ?? 'http://127.0.0.1:8558/',
  /** The harness's page of the social login stand-ins (Google, GitHub, Farcaster): how to sign in at each. */
  standInsPageUrl: import.meta.env.VITE_PORTICO_STAND_INS_PAGE_URL ?? 'http://127.0.0.1:8559/',
  walletPageUrl: import.meta.env.VITE_PORTICO_WALLET_PAGE_URL ?? 'http://127.0.0.1:8556',
  token: import.meta.env.VITE_PORTICO_TOKEN ?? '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  nameResolver: import.meta.env.VITE_PORTICO_NAME_RESOLVER ?? '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
} as const
