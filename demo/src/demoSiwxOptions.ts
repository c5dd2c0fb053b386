import { defaultSiwx, siwxPlugin } from '@portico/plugin-siwx'
import type { PluginDefinition } from '@portico/kernel/react'
import type { Siwx } from '@portico/plugin-siwx'

/** The demo's sign-in options: the SIWX plugin and a `siwx`, or none. */
export interface DemoSiwxOptions {
  plugins: PluginDefinition[]
  siwx?: Siwx
}

/**
 * Sign-in for the demo, off unless the page asks: `?siwx=required` (or `optional`) turns it on,
 * and `&siwxServer=http://127.0.0.1:4200` takes nonces from a SIWX server entry (see
 * demo/siwxServer) instead of making them in the page.
 */
export function demoSiwxOptions(search: string): DemoSiwxOptions {
  const parameters = new URLSearchParams(search)
  const mode = parameters.get('siwx')
  if (mode !== 'required' && mode !== 'optional') return { plugins: [] }
  const server = parameters.get('siwxServer')
  const fromServer = server && /^http:\/\/127\.0\.0\.1:\d+$/.test(server) ? server : undefined
  const getNonce = fromServer
    ? async () => {
        const response = await fetch(`${fromServer}/siwx/nonce`)
        const body = (await response.json()) as { nonce?: unknown }
        if (typeof body.nonce !== 'string') throw new Error('The SIWX server gave no nonce')
        return body.nonce
      }
    : undefined
  return { plugins: [siwxPlugin()], siwx: defaultSiwx({ required: mode === 'required', ...(getNonce ? { getNonce } : {}) }) }
}
