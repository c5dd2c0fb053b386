/** The nfts plugin's messages in Arabic (ar): every key of its English catalogue. */
const ar: Record<string, string> = {
  'nfts.tab': 'رموز NFT',
  'nfts.list': 'رموز NFT الخاصة بك',
  'nfts.loading': 'جارٍ تحميل رموز NFT',
  'nfts.empty': 'لا توجد رموز NFT بعد',
  'nfts.emptyNote': 'تظهر هنا رموز NFT التي يملكها هذا الحساب على {network}.',
  'nfts.error': 'تعذّر تحميل رموز NFT الآن.',
  'nfts.retry': 'حاول مجددًا',
  'nfts.unavailable': 'رموز NFT غير متاحة في هذا التطبيق.',
  'nfts.unsupportedNetwork': 'رموز NFT غير متاحة على هذه الشبكة.',
  'nfts.loadMore': 'عرض المزيد',
  'nfts.detailTitle': 'NFT',
  'nfts.imageAlt': 'صورة {name}',
  'nfts.collection': 'المجموعة',
  'nfts.tokenId': 'معرّف الرمز',
  'nfts.contract': 'العقد',
  'nfts.network': 'الشبكة',
  'nfts.description': 'الوصف',
  'nfts.viewOnExplorer': 'عرض على {explorer}',
  'nfts.opensInNewTab': 'يفتح في علامة تبويب جديدة',
  'nfts.notFound': 'يتعذّر عرض رمز NFT هذا.',
}

export default ar
