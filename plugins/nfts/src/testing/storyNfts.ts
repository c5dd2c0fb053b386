import type { Nft } from '../Nft.ts'

/** Two collections of the stories, with checksummed contracts. */
const collections = {
  punks: { contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3', name: 'Portico Punks', symbol: 'PUNK' },
  skies: { contract: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', name: 'Harbour Skies', symbol: 'SKY' },
}

/** A deterministic artwork as an inline SVG data URL: a gradient sky, a sun and two hills in one hue. */
export function storyNftArt(hue: number, sun: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 65% 38%)"/></linearGradient></defs>` +
    `<rect width="240" height="240" fill="url(#s)"/>` +
    `<circle cx="${sun}" cy="92" r="38" fill="hsl(${(hue + 180) % 360} 90% 78%)"/>` +
    `<path d="M0 180 Q60 120 130 170 T240 150 V240 H0 Z" fill="hsl(${(hue + 20) % 360} 45% 26%)"/>` +
    `<path d="M0 210 Q90 160 170 205 T240 200 V240 H0 Z" fill="hsl(${(hue + 30) % 360} 40% 18%)"/>` +
    `</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

function storyNft(collection: keyof typeof collections, tokenId: string, name: string, extra: Partial<Nft> = {}): Nft {
  const { contract, ...named } = collections[collection]
  const chainId = extra.chainId ?? 'eip155:1'
  return { id: `${chainId}:${contract}:${tokenId}`, chainId, contract, tokenId, name, collection: named, flags: { is_spam: false }, ...extra }
}

/** The stories' NFTs on Ethereum: five with art, one without an image, one whose image is on another host (refused). */
export const storyNfts: Nft[] = [
  storyNft('punks', '1', 'Punk #1', { imageUrl: storyNftArt(200, 70), description: 'The first Portico Punk, minted on the local chain.' }),
  storyNft('punks', '2', 'Punk #2', { imageUrl: storyNftArt(320, 160) }),
  storyNft('punks', '3', 'Punk #3 with a name too long for its card', { imageUrl: storyNftArt(30, 110) }),
  storyNft('skies', '7', 'Dawn over the harbour'),
  storyNft('skies', '8', 'Dusk', { imageUrl: 'https://images.elsewhere.invalid/dusk.png' }),
  storyNft('skies', '115792089237316195423570985008687907853269984665640564039457584007913129639935', 'Night', { imageUrl: storyNftArt(250, 170) }),
]

/** An NFT of a collection flagged as spam. */
export const storySpamNft: Nft = { ...storyNft('skies', '666', 'Claim your airdrop at free-tokens.example', { imageUrl: storyNftArt(0, 120) }), flags: { is_spam: true } }
