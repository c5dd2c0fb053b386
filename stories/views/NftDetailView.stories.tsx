import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Network } from '@portico/kernel'
import { nfts } from '@portico/plugin-nfts'
import { expect } from 'storybook/test'
import { storyNfts } from '../../plugins/nfts/src/testing/storyNfts.ts'
import { afterAnimations } from '../afterAnimations.ts'
import { modalStory } from '../modalStory.tsx'
import { storyNetworks } from '../storyNetworks.ts'

/** The NFT detail view (plugins/nfts/src/NftDetailView.tsx): one NFT in full, opened with its data. */
const meta: Meta = { title: 'Views/NFT detail' }
export default meta
type Story = StoryObj

const [punk, , , dawn] = storyNfts
if (!punk || !dawn) throw new TypeError('The story NFTs are missing')

/** A local chain without a block explorer, as a host's anvil network is. */
const localNetwork: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Portico Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

/** An NFT on Ethereum: its art, name, collection and symbol, token id, contract with copy, network and the explorer link. */
export const WithExplorer: Story = {
  ...modalStory({ view: 'NftDetail', data: { nft: punk }, kit: { options: { plugins: [nfts()] } }, state: (kit) => kit.appKit.ready }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'NFT' })).toBeVisible()
    await expect(await canvas.findByRole('img', { name: 'Image of Punk #1' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Punk #1' })).toBeVisible()
    await expect(canvas.getByText('PUNK')).toBeVisible()
    await expect(canvas.getByText('0x5FbD…0aa3')).toHaveAttribute('title', punk.contract)
    await expect(canvas.getByRole('button', { name: 'Copy address' })).toBeVisible()
    await expect(canvas.getByText('The first Portico Punk, minted on the local chain.')).toBeVisible()
    const link = canvas.getByRole('link', { name: /View on Ethereum Explorer/ })
    await expect(link).toHaveAttribute('href', `https://explorer.invalid/1/token/${punk.contract}?a=1`)
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }),
}

/** The same in the light theme. */
export const WithExplorerLight: Story = { ...WithExplorer, globals: { theme: 'light' } }

/** An NFT without an image on a local chain without a block explorer: the collection's initials, no link. */
export const WithoutExplorer: Story = {
  ...modalStory({
    view: 'NftDetail',
    data: { nft: { ...dawn, id: `eip155:31337:${dawn.contract}:7`, chainId: 'eip155:31337' } },
    kit: { options: { plugins: [nfts()], networks: [...storyNetworks, localNetwork] } },
    state: (kit) => kit.appKit.ready,
  }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dawn over the harbour' })).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Image of Dawn over the harbour' })).toHaveTextContent('HS')
    await expect(canvas.getByText('Portico Local')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  }),
}

/** Opened with data that is not an NFT (a host's mistake): the view says it cannot show it. */
export const NotAnNft: Story = {
  ...modalStory({ view: 'NftDetail', kit: { options: { plugins: [nfts()] } }, state: (kit) => kit.appKit.ready }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText("This NFT can't be shown.")).toBeVisible()
  }),
}
