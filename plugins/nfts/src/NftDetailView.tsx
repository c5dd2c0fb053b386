import * as t from 'io-ts'
import { safeImageUrl } from '@portico/kernel/extend'
import { CopyAddressButton, Icon, truncateAddress, usePartStyles, usePluginContext, useRouteData, useTranslate } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { explorerTokenUrl } from './explorerTokenUrl.ts'
import { Nft } from './Nft.ts'
import { NftImage } from './NftImage.tsx'
import { nftsCss } from './nftsCss.ts'
import { useNftsStore } from './useNftsStore.ts'

/** The detail view's route data, decoded: a host may open the view with its own. */
const NftDetailData = t.type({ nft: Nft }, 'NftDetailData')

/**
 * One NFT in full (route `NftDetail`, data `{ nft }`): its image large, name, collection and
 * symbol, token id, contract (shortened, with copy), network, and a link to the token's page on
 * the network's block explorer when it has one.
 */
const NftDetailView = observer(function NftDetailView() {
  usePartStyles('nfts', nftsCss)
  const translate = useTranslate()
  const { networks } = usePluginContext('nfts')
  const store = useNftsStore()
  const data = useRouteData('NftDetail', NftDetailData)
  if (!data) {
    return (
      <div className="pc-nft-detail" data-state="error">
        <p className="pc-empty">{translate('nfts.notFound')}</p>
      </div>
    )
  }
  const { nft } = data
  const network = networks.find(nft.chainId)
  const networkImage = safeImageUrl(network?.assets?.imageUrl)
  const explorer = explorerTokenUrl(network, nft.contract, nft.tokenId)
  return (
    <div className="pc-nft-detail" data-state="default">
      <NftImage nft={nft} serviceUrl={store.serviceUrl} alt={translate('nfts.imageAlt', { name: nft.name })} size="large" />
      <div className="pc-nft-heading">
        <h3 className="pc-nft-title">{nft.name}</h3>
        <p className="pc-text-secondary">{nft.collection.name}</p>
      </div>
      {nft.description && <p className="pc-nft-description">{nft.description}</p>}
      <dl className="pc-nft-facts">
        <div>
          <dt>{translate('nfts.collection')}</dt>
          <dd>
            {nft.collection.name}
            {nft.collection.symbol && <span className="pc-tag pc-nft-symbol">{nft.collection.symbol}</span>}
          </dd>
        </div>
        <div>
          <dt>{translate('nfts.tokenId')}</dt>
          <dd className="pc-nft-token-id">{nft.tokenId}</dd>
        </div>
        <div>
          <dt>{translate('nfts.contract')}</dt>
          <dd>
            <span className="pc-address" title={nft.contract}>
              {truncateAddress(nft.contract)}
            </span>
            <CopyAddressButton address={nft.contract} />
          </dd>
        </div>
        <div>
          <dt>{translate('nfts.network')}</dt>
          <dd>
            {networkImage && <img className="pc-nft-network-image" src={networkImage} alt="" width={16} height={16} />}
            {network?.name ?? nft.chainId}
          </dd>
        </div>
      </dl>
      {explorer && (
        <a className="pc-button pc-nft-explorer" data-variant="secondary" data-size="md" data-full-width href={explorer.url} target="_blank" rel="noopener noreferrer">
          {translate('nfts.viewOnExplorer', { explorer: explorer.name })}
          <Icon name="external" size={16} />
          <span className="pc-visually-hidden">{` (${translate('nfts.opensInNewTab')})`}</span>
        </a>
      )}
    </div>
  )
})

export default NftDetailView
