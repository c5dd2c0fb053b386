/** The nfts plugin's messages in Persian (fa): every key of its English catalogue. */
const fa: Record<string, string> = {
  'nfts.tab': 'NFTها',
  'nfts.list': 'NFTهای شما',
  'nfts.loading': 'در حال بارگیری NFTها',
  'nfts.empty': 'هنوز NFTی نیست',
  'nfts.emptyNote': 'NFTهایی که این حساب روی {network} دارد اینجا نشان داده می‌شوند.',
  'nfts.error': 'اکنون نمی‌توان NFTها را بارگیری کرد.',
  'nfts.retry': 'تلاش دوباره',
  'nfts.unavailable': 'NFTها در این برنامه در دسترس نیستند.',
  'nfts.unsupportedNetwork': 'NFTها روی این شبکه در دسترس نیستند.',
  'nfts.loadMore': 'نمایش بیشتر',
  'nfts.detailTitle': 'NFT',
  'nfts.imageAlt': 'تصویر {name}',
  'nfts.collection': 'مجموعه',
  'nfts.tokenId': 'شناسه توکن',
  'nfts.contract': 'قرارداد',
  'nfts.network': 'شبکه',
  'nfts.description': 'توضیحات',
  'nfts.viewOnExplorer': 'مشاهده در {explorer}',
  'nfts.opensInNewTab': 'در زبانه جدید باز می‌شود',
  'nfts.notFound': 'این NFT قابل نمایش نیست.',
}

export default fa
