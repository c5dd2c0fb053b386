// oidc-provider ships no types; this declares the part the tests use (its documented API).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  interface ClientMetadata {
    client_id: string
    client_secret: string
    redirect_uris: string[]
    grant_types?: string[]
    response_types?: string[]
  }

  interface Account {
    accountId: string
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>
  }

  interface Configuration {
    clients?: ClientMetadata[]
    claims?: Record<string, string[]>
    findAccount?: (context: unknown, accountId: string) => Account | undefined | Promise<Account | undefined>
    pkce?: { required?: () => boolean }
  }

  /** An OpenID Connect provider (https://github.com/panva/node-oidc-provider). */
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration)
    callback(): (request: IncomingMessage, response: ServerResponse) => Promise<void>
  }
}
