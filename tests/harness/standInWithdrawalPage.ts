/** What the exchange stand-in's withdrawal page shows: the payment, and either Confirm withdrawal or the withdrawal's outcome. */
export interface StandInWithdrawalPageOptions {
  exchangeName: string
  /** Such as "5 PTT on eip155:31337 to 0x14dC…". */
  summary: string
  /** The form's target: `/v1/withdraw/{sessionId}`; none for a page without a withdrawal. */
  action?: string
  /** The withdrawal's outcome when it has one: shown instead of the buttons. */
  outcome?: { status: string; text: string }
}

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** The exchange stand-in's withdrawal page (HTML): the user confirms or cancels the withdrawal to the recipient; it names itself a stand-in. */
export function standInWithdrawalPage(options: StandInWithdrawalPageOptions): string {
  const body = options.outcome
    ? `<p role="status" data-status="${escape(options.outcome.status)}">${escape(options.outcome.text)}</p><p>You can close this window.</p>`
    : options.action
      ? `<form method="post" action="${escape(options.action)}/confirm"><button type="submit">Confirm withdrawal</button></form>
<form method="post" action="${escape(options.action)}/cancel"><button type="submit">Cancel</button></form>`
      : ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(options.exchangeName)} withdrawal (stand-in)</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem}form{margin-block:1rem}</style>
</head><body><h1>${escape(options.exchangeName)}</h1><p><em>A local stand-in for an exchange: it pays from a funded test account on the local chain.</em></p>
<p>${escape(options.summary)}</p>${body}</body></html>`
}
