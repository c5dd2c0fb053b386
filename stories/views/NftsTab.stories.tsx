import type { Meta, StoryObj } from '@storybook/react-vite'
import { nfts } from '@portico/plugin-nfts'
import { expect, userEvent, within } from 'storybook/test'
import { storyNftService } from '../../plugins/nfts/src/testing/storyNftService.ts'
import type { NftServiceBehaviour } from '../../plugins/nfts/src/testing/nftServiceFetch.ts'
import { storyNfts, storySpamNft } from '../../plugins/nfts/src/testing/storyNfts.ts'
import { afterAnimations } from '../afterAnimations.ts'
import { bodyFitsContent } from '../bodyFitsContent.ts'
import { expectLoadingKeepsSize } from '../expectLoadingKeepsSize.ts'
import { storyHeldAnswers } from '../storyHeldAnswers.ts'
import { modalStory } from '../modalStory.tsx'
import { storyAddresses } from '../storyAddresses.ts'
import type { StoryKit } from '../storyKit.ts'

/** The NFTs tab of the Account view (plugins/nfts/src/NftsTab.tsx), on the NFT service stand-in. */
const meta: Meta = { title: 'Views/Account NFTs tab' }
export default meta
type Story = StoryObj

const owner = (storyAddresses.eip155 ?? '').toLowerCase()

/** The Account view with the NFTs plugin, its service answering as told; connected with balances. */
function nftsStory(service: { name: string; owned?: readonly unknown[]; behaviour?: NftServiceBehaviour; pageSize?: number; held?: boolean } | undefined): Story {
  const projectServiceUrl = service
    ? storyNftService(service.name, {
        owned: { [owner]: [...(service.owned ?? [])] },
        pageSize: service.pageSize ?? 24,
        behaviour: service.behaviour ?? 'answer',
        ...(service.held ? { wait: storyHeldAnswers.wait } : {}),
      })
    : undefined
  return modalStory({
    view: 'Account',
    kit: { options: { plugins: [nfts()], ...(projectServiceUrl ? { projectServiceUrl } : {}) } },
    state: async (kit: StoryKit) => {
      await kit.appKit.ready
      await kit.connect()
      await kit.loadBalances()
    },
  })
}

/** Opens the NFTs tab, as a user does; the tab list is Tokens, NFTs. */
async function openNftsTab({ canvas }: { canvas: ReturnType<typeof within> }): Promise<void> {
  const tab = await canvas.findByRole('tab', { name: 'NFTs' })
  await expect(canvas.getAllByRole('tab').map((element: HTMLElement) => element.textContent)).toEqual(['Tokens', 'NFTs'])
  await userEvent.click(tab)
  await expect(tab).toHaveAttribute('aria-selected', 'true')
}

/** Six NFTs of two collections: five cards with art or a placeholder (no image, an image on another host refused), in two columns. */
export const Grid: Story = {
  ...nftsStory({ name: 'grid', owned: storyNfts }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await openNftsTab({ canvas })
    const grid = await canvas.findByRole('list', { name: 'Your NFTs' })
    const cards = within(grid).getAllByRole('button')
    await expect(cards).toHaveLength(6)
    await expect(cards[0]).toHaveTextContent('Punk #1Portico Punks')
    await expect(within(grid).getByRole('button', { name: 'Dawn over the harbour Harbour Skies' })).toBeVisible()
    // Art from data: URLs; no image and an outside host both give the collection's initials.
    await expect(grid.querySelectorAll('img.pc-nft-image')).toHaveLength(4)
    await expect([...grid.querySelectorAll('.pc-nft-placeholder')].map((tile) => tile.textContent)).toEqual(['HS', 'HS'])
    await expect(canvasElement.querySelector('img[src^="https://images.elsewhere.invalid"]')).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull()
  }),
}

/** The grid in the light theme. */
export const GridLight: Story = { ...Grid, globals: { theme: 'light' } }

/** More NFTs than a page: "Show more" reads the next page by cursor and appends it. */
export const Paged: Story = {
  ...nftsStory({ name: 'paged', owned: storyNfts, pageSize: 4 }),
  play: afterAnimations(async ({ canvas, canvasElement, abortSignal }) => {
    await openNftsTab({ canvas })
    const grid = await canvas.findByRole('list', { name: 'Your NFTs' })
    await expect(within(grid).getAllByRole('button')).toHaveLength(4)
    await bodyFitsContent(canvasElement, abortSignal)
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }))
    await expect(await within(grid).findByRole('button', { name: /^Night/ })).toBeVisible()
    await expect(within(grid).getAllByRole('button')).toHaveLength(6)
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull()
  }),
}

/** The first page has not arrived: four skeleton tiles in a busy list. */
export const Loading: Story = {
  ...nftsStory({ name: 'loading', owned: storyNfts, behaviour: 'pending' }),
  play: afterAnimations(async ({ canvas }) => {
    await openNftsTab({ canvas })
    const list = await canvas.findByRole('list', { name: 'Loading NFTs', busy: true })
    await expect(list).toHaveAttribute('data-state', 'loading')
    await expect(list.querySelectorAll('.pc-nft-skeleton')).toHaveLength(4)
  }),
}

/** The first page arriving: each skeleton tile has the size of the NFT card that replaces it. */
export const LoadingKeepsSize: Story = {
  ...nftsStory({ name: 'held', owned: storyNfts, held: true }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await openNftsTab({ canvas })
    await expectLoadingKeepsSize(canvasElement, [{ placeholder: '.pc-nft-skeleton', loaded: '.pc-nfts-grid > li:has(> .pc-nft-card)' }])
  }),
}

/** The account owns no NFT on this network. */
export const Empty: Story = {
  ...nftsStory({ name: 'empty', owned: [] }),
  play: afterAnimations(async ({ canvas }) => {
    await openNftsTab({ canvas })
    await expect(await canvas.findByText('No NFTs yet')).toBeVisible()
    await expect(canvas.getByText('NFTs this account owns on Ethereum show here.')).toBeVisible()
  }),
}

/** The service refused the request: the error with Try again. */
export const Error: Story = {
  ...nftsStory({ name: 'error', owned: storyNfts, behaviour: 'fail' }),
  play: afterAnimations(async ({ canvas, canvasElement }) => {
    await openNftsTab({ canvas })
    await expect(await canvas.findByText("NFTs can't be loaded right now.")).toBeVisible()
    await expect(canvasElement.querySelector('.pc-nfts-message')).toHaveAttribute('data-state', 'error')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  }),
}

/** The first request failed; Try again reads the page and shows the grid. */
export const ErrorThenRetry: Story = {
  ...nftsStory({ name: 'retry', owned: storyNfts, behaviour: 'failOnce' }),
  play: afterAnimations(async ({ canvas }) => {
    await openNftsTab({ canvas })
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }))
    const grid = await canvas.findByRole('list', { name: 'Your NFTs' })
    await expect(within(grid).getAllByRole('button')).toHaveLength(6)
  }),
}

/** The app has no project service: the tab says NFTs are unavailable, and nothing is asked. */
export const NoService: Story = {
  ...nftsStory(undefined),
  play: afterAnimations(async ({ canvas }) => {
    await openNftsTab({ canvas })
    await expect(await canvas.findByText("NFTs aren't available in this app.")).toHaveAttribute('data-state', 'unavailable')
  }),
}

/** A spam-flagged NFT among the account's: it is not shown. */
export const SpamHidden: Story = {
  ...nftsStory({ name: 'spam', owned: [storySpamNft, ...storyNfts.slice(0, 2)] }),
  play: afterAnimations(async ({ canvas }) => {
    await openNftsTab({ canvas })
    const grid = await canvas.findByRole('list', { name: 'Your NFTs' })
    await expect(within(grid).getAllByRole('button')).toHaveLength(2)
    await expect(canvas.queryByText(/airdrop/)).toBeNull()
  }),
}

/** A card opens the NFT's detail view. */
export const OpensDetail: Story = {
  ...nftsStory({ name: 'detail', owned: storyNfts }),
  play: afterAnimations(async ({ canvas }) => {
    await openNftsTab({ canvas })
    const grid = await canvas.findByRole('list', { name: 'Your NFTs' })
    await userEvent.click(within(grid).getByRole('button', { name: /^Punk #2/ }))
    await expect(await canvas.findByRole('dialog', { name: 'NFT' })).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: 'Punk #2' })).toBeVisible()
  }),
}
