import { WalletPage } from '../model/WalletPage.ts'
import type { HttpClient } from '../services/HttpClient.ts'
import type { WalletPageRequest, WalletRegistry, WalletSearchRequest } from './WalletRegistry.ts'

function joined(ids: string[] | undefined): string | undefined {
  return ids && ids.length > 0 ? ids.join(',') : undefined
}

/**
 * The wallet registry of the project service: `GET /wallets?page&entries&include&exclude&search`
 * answering `{ count, data }`, decoded before use.
 */
export class ProjectWalletRegistry implements WalletRegistry {
  private readonly http: HttpClient

  constructor(http: HttpClient) {
    this.http = http
  }

  /** One page of the registry. */
  fetchPage(request: WalletPageRequest): Promise<WalletPage> {
    return this.http.get('/wallets', {
      codec: WalletPage,
      params: { page: request.page, entries: request.entries, include: joined(request.include), exclude: joined(request.exclude) },
    })
  }

  /** The registry's wallets whose name matches the query. */
  search(request: WalletSearchRequest): Promise<WalletPage> {
    return this.http.get('/wallets', {
      codec: WalletPage,
      params: { page: 1, entries: request.entries, search: request.query, include: joined(request.include), exclude: joined(request.exclude) },
    })
  }
}
