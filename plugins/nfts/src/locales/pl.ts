/** The nfts plugin's messages in Polish (pl): every key of its English catalogue. */
const pl: Record<string, string> = {
  'nfts.tab': 'NFT',
  'nfts.list': 'Twoje NFT',
  'nfts.loading': 'Wczytywanie NFT',
  'nfts.empty': 'Brak NFT',
  'nfts.emptyNote': 'Tu pojawiają się NFT tego konta w sieci {network}.',
  'nfts.error': 'Nie można teraz wczytać NFT.',
  'nfts.retry': 'Spróbuj ponownie',
  'nfts.unavailable': 'NFT nie są dostępne w tej aplikacji.',
  'nfts.unsupportedNetwork': 'NFT nie są dostępne w tej sieci.',
  'nfts.loadMore': 'Pokaż więcej',
  'nfts.detailTitle': 'NFT',
  'nfts.imageAlt': 'Obraz {name}',
  'nfts.collection': 'Kolekcja',
  'nfts.tokenId': 'ID tokena',
  'nfts.contract': 'Kontrakt',
  'nfts.network': 'Sieć',
  'nfts.description': 'Opis',
  'nfts.viewOnExplorer': 'Zobacz w {explorer}',
  'nfts.opensInNewTab': 'otwiera się w nowej karcie',
  'nfts.notFound': 'Nie można wyświetlić tego NFT.',
}

export default pl
