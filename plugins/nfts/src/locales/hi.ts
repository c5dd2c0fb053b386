/** The nfts plugin's messages in Hindi (hi): every key of its English catalogue. */
const hi: Record<string, string> = {
  'nfts.tab': 'NFT',
  'nfts.list': 'आपके NFT',
  'nfts.loading': 'NFT लोड हो रहे हैं',
  'nfts.empty': 'अभी कोई NFT नहीं',
  'nfts.emptyNote': '{network} पर इस खाते के NFT यहाँ दिखते हैं।',
  'nfts.error': 'NFT अभी लोड नहीं हो सकते।',
  'nfts.retry': 'फिर से कोशिश करें',
  'nfts.unavailable': 'इस ऐप में NFT उपलब्ध नहीं हैं।',
  'nfts.unsupportedNetwork': 'इस नेटवर्क पर NFT उपलब्ध नहीं हैं।',
  'nfts.loadMore': 'और दिखाएँ',
  'nfts.detailTitle': 'NFT',
  'nfts.imageAlt': '{name} की छवि',
  'nfts.collection': 'संग्रह',
  'nfts.tokenId': 'टोकन ID',
  'nfts.contract': 'कॉन्ट्रैक्ट',
  'nfts.network': 'नेटवर्क',
  'nfts.description': 'विवरण',
  'nfts.viewOnExplorer': '{explorer} पर देखें',
  'nfts.opensInNewTab': 'नए टैब में खुलता है',
  'nfts.notFound': 'यह NFT नहीं दिखाया जा सकता।',
}

export default hi
