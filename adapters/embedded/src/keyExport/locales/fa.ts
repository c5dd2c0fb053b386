/** The embedded wallet's key export messages in Persian (fa): every key of its English catalogue (keyExportMessages). */
const fa: Record<string, string> = {
  'embeddedWallet.exportKeyFeature': 'خروجی گرفتن از کلید خصوصی',
  'embeddedWallet.exportKeyTitle': 'خروجی گرفتن از کلید خصوصی',
  'embeddedWallet.exportKeyWaiting': 'برای دیدن کلید خصوصی خود در قاب امن تأیید کنید',
  'embeddedWallet.exportKeyUnavailable': 'مؤلفه ورود با ایمیل بارگیری نشد',
}

export default fa
