import { nftServiceFetch } from './nftServiceFetch.ts'
import type { NftServiceOptions } from './nftServiceFetch.ts'

const services = new Map<string, typeof fetch>()
let installed = false

/** Routes the page's fetches to the story services by host, and every other one to the browser. */
function install(): void {
  if (installed) return
  installed = true
  const browserFetch = globalThis.fetch.bind(globalThis)
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    const service = URL.canParse(url) ? services.get(new URL(url).hostname) : undefined
    return service ? service(input, init) : browserFetch(input, init)
  }
}

/**
 * A project service URL for a story (`https://{name}.nfts-story.invalid`), answered inside the
 * page by the NFT service stand-in: no request leaves the browser, and every run is the same.
 * `name` is a lower-case DNS label, one per behaviour.
 */
export function storyNftService(name: string, options: Omit<NftServiceOptions, 'requests'>): string {
  install()
  const host = `${name}.nfts-story.invalid`
  services.set(host, nftServiceFetch(options))
  return `https://${host}`
}
