/** What the stand-in's checkout page shows: the purchase, and either the card form or the order's outcome. */
export interface StandInCheckoutPageOptions {
  providerName: string
  /** The purchase's fields, carried by the card form as hidden inputs. */
  fields: Record<string, string>
  /** Such as "1530.00 USD for 0.5 ETH". */
  summary: string
  /** The order's outcome when it has one: shown instead of the form. */
  outcome?: { status: string; text: string }
  /** Why the last card was refused, shown above the form. */
  error?: string
}

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** The stand-in provider's checkout page (HTML), with a test card form; it names itself a stand-in. */
export function standInCheckoutPage(options: StandInCheckoutPageOptions): string {
  const hidden = Object.entries(options.fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('')
  const body = Object.keys(options.fields).length === 0
    ? ''
    : options.outcome
    ? `<p role="status" data-status="${escape(options.outcome.status)}">${escape(options.outcome.text)}</p><p>You can close this window.</p>`
    : `${options.error ? `<p role="alert">${escape(options.error)}</p>` : ''}
<form method="post" action="/v1/checkout/pay">${hidden}
<label>Card number <input name="card" inputmode="numeric" autocomplete="cc-number" required></label>
<label>Expiry (MM/YY) <input name="expiry" autocomplete="cc-exp" required></label>
<label>CVC <input name="cvc" inputmode="numeric" autocomplete="cc-csc" required></label>
<button type="submit">Pay</button>
</form>
<form method="post" action="/v1/checkout/cancel">${hidden}<button type="submit">Cancel</button></form>
<p><small>Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.</small></p>`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(options.providerName)} checkout (stand-in)</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem}form{display:flex;flex-direction:column;gap:.75rem;margin-block:1rem}label{display:flex;flex-direction:column;gap:.25rem}[role=alert]{color:#b00020}</style>
</head><body><h1>${escape(options.providerName)} checkout</h1><p><em>A local stand-in for an on-ramp provider: no real payment is made.</em></p>
<p>${escape(options.summary)}</p>${body}</body></html>`
}
