/** The nfts plugin's messages in Indonesian (id): every key of its English catalogue. */
const id: Record<string, string> = {
  'nfts.tab': 'NFT',
  'nfts.list': 'NFT Anda',
  'nfts.loading': 'Memuat NFT',
  'nfts.empty': 'Belum ada NFT',
  'nfts.emptyNote': 'NFT milik akun ini di {network} muncul di sini.',
  'nfts.error': 'NFT tidak dapat dimuat saat ini.',
  'nfts.retry': 'Coba lagi',
  'nfts.unavailable': 'NFT tidak tersedia di aplikasi ini.',
  'nfts.unsupportedNetwork': 'NFT tidak tersedia di jaringan ini.',
  'nfts.loadMore': 'Tampilkan lebih banyak',
  'nfts.detailTitle': 'NFT',
  'nfts.imageAlt': 'Gambar {name}',
  'nfts.collection': 'Koleksi',
  'nfts.tokenId': 'ID token',
  'nfts.contract': 'Kontrak',
  'nfts.network': 'Jaringan',
  'nfts.description': 'Deskripsi',
  'nfts.viewOnExplorer': 'Lihat di {explorer}',
  'nfts.opensInNewTab': 'terbuka di tab baru',
  'nfts.notFound': 'NFT ini tidak dapat ditampilkan.',
}

export default id
