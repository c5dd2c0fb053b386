import { readdir, readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import type { Answer } from '../api/Answer.ts'
import { initialsImage } from '../registry/initialsImage.ts'
import type { ServiceContext } from '../ServiceContext.ts'

const imageIdPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/
const contentTypes: Readonly<Record<string, string>> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.gif': 'image/gif' }
// An SVG cannot run scripts or load anything from this origin (sandboxing CSP, no sniffing).
const imageHeaders = { 'cache-control': 'public, max-age=86400', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox", 'x-content-type-options': 'nosniff' }

/** The file named `{imageId}.{svg,png,jpg,jpeg,webp,gif}` in `directory`, when there is one. */
async function imageFile(directory: string, imageId: string): Promise<{ path: string; contentType: string } | undefined> {
  const names = await readdir(directory).catch(() => [] as string[])
  const name = names.find((candidate) => candidate.slice(0, -extname(candidate).length) === imageId && contentTypes[extname(candidate).toLowerCase()])
  return name ? { path: join(directory, name), contentType: contentTypes[extname(name).toLowerCase()] as string } : undefined
}

/**
 * `GET /images/{imageId}`, the image endpoint wallets' `image_id` and networks' `imageId` point at
 * (SPEC §3, §7): the file of that id in the config's `images.dir`, else, for a registry wallet with
 * that `image_id`, an image generated from its name; 404 otherwise.
 */
export async function imageAnswer(context: ServiceContext, imageId: string): Promise<Answer> {
  const notFound: Answer = { status: 404, body: { error: 'No image with this id' } }
  if (!imageIdPattern.test(imageId)) return notFound
  const file = context.imagesDir === undefined ? undefined : await imageFile(context.imagesDir, imageId)
  if (file) return { status: 200, body: new Uint8Array(await readFile(file.path)), contentType: file.contentType, headers: imageHeaders }
  const [wallet] = await context.database.query<{ id: string; name: string }>("SELECT id, name FROM wallets WHERE data ->> 'image_id' = $1 LIMIT 1", [imageId])
  if (!wallet) return notFound
  return { status: 200, body: initialsImage({ id: wallet.id, name: wallet.name }), contentType: 'image/svg+xml', headers: imageHeaders }
}
