import { isSafeImageUrl } from './isSafeImageUrl.ts'

/**
 * The image of a wallet, connector or network (SPEC §3, §7): its image url when safe, else its
 * image id through the project service's image endpoint, `{projectServiceUrl}/images/{imageId}`;
 * undefined without either. Who shows it still checks it and gives it 2 s to load (SPEC §9).
 */
export function imageUrlOf(imageUrl: string | undefined, imageId: string | undefined, projectServiceUrl: string | undefined): string | undefined {
  if (imageUrl && isSafeImageUrl(imageUrl)) return imageUrl
  if (!imageId || !projectServiceUrl) return undefined
  return `${projectServiceUrl.replace(/\/+$/, '')}/images/${encodeURIComponent(imageId)}`
}
