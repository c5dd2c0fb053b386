/** The embedded wallet's key export messages in Arabic (ar): every key of its English catalogue (keyExportMessages). */
const ar: Record<string, string> = {
  'embeddedWallet.exportKeyFeature': 'تصدير المفتاح الخاص',
  'embeddedWallet.exportKeyTitle': 'تصدير المفتاح الخاص',
  'embeddedWallet.exportKeyWaiting': 'أكّد في الإطار الآمن لرؤية مفتاحك الخاص',
  'embeddedWallet.exportKeyUnavailable': 'تعذّر تحميل مكوّن تسجيل الدخول بالبريد الإلكتروني',
}

export default ar
