import * as t from 'io-ts'
import { isRight } from 'fp-ts/lib/Either.js'
import { readUri } from './readUri.ts'

/** A token's metadata and image as stored: `done`, or `failed` with the reason. */
export interface NftMetadata {
  state: 'done' | 'failed'
  tokenUri: string | null
  name: string | null
  description: string | null
  image: Uint8Array | null
  imageType: string | null
  error: string | null
}

const MetadataJson = t.partial({ name: t.unknown, description: t.unknown, image: t.unknown, image_data: t.unknown }, 'ERC-721 metadata JSON')
const metadataLimits = { maxBytes: 256 * 1024, timeoutMs: 5_000 }
const imageLimits = { maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000 }
const textOf = (value: unknown, max: number): string | null => (typeof value === 'string' ? value.slice(0, max) : null)

/**
 * Fetches the metadata JSON a token URI names (`data:`, base64 or not, or http(s)) and the image
 * that names (`image`, or raw SVG in `image_data`), within size limits and timeouts. Never throws:
 * a bad URI, JSON or image gives a `failed` result with the reason.
 */
export async function readNftMetadataAt(tokenUri: string | undefined): Promise<NftMetadata> {
  const failed = (error: unknown, partial: Partial<NftMetadata> = {}): NftMetadata => ({
    state: 'failed', tokenUri: tokenUri ?? null, name: null, description: null, image: null, imageType: null, error: String(error instanceof Error ? error.message : error).slice(0, 500), ...partial,
  })
  if (typeof tokenUri !== 'string' || tokenUri === '') return failed('no tokenURI')
  let json: t.TypeOf<typeof MetadataJson>
  try {
    const content = await readUri(tokenUri, metadataLimits)
    const decoded = MetadataJson.decode(JSON.parse(new TextDecoder().decode(content.bytes)))
    if (!isRight(decoded)) return failed('the metadata is not a JSON object')
    json = decoded.right
  } catch (error) {
    return failed(error)
  }
  const named = { tokenUri, name: textOf(json.name, 200), description: textOf(json.description, 2_000) }
  try {
    if (typeof json.image === 'string' && json.image !== '') {
      const image = await readUri(json.image, imageLimits)
      if (!image.contentType.startsWith('image/')) return failed(`the image is ${image.contentType}, not an image`, named)
      return { state: 'done', ...named, image: image.bytes, imageType: image.contentType, error: null }
    }
    if (typeof json.image_data === 'string' && json.image_data.trimStart().startsWith('<svg')) {
      return { state: 'done', ...named, image: new TextEncoder().encode(json.image_data), imageType: 'image/svg+xml', error: null }
    }
    return { state: 'done', ...named, image: null, imageType: null, error: null }
  } catch (error) {
    return failed(error, named)
  }
}
