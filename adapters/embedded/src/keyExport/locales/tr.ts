/** The embedded wallet's key export messages in Turkish (tr): every key of its English catalogue (keyExportMessages). */
const tr: Record<string, string> = {
  'embeddedWallet.exportKeyFeature': 'Özel anahtarı dışa aktar',
  'embeddedWallet.exportKeyTitle': 'Özel Anahtarı Dışa Aktar',
  'embeddedWallet.exportKeyWaiting': 'Özel anahtarınızı görmek için güvenli çerçevede onaylayın',
  'embeddedWallet.exportKeyUnavailable': 'E-posta giriş bileşeni yüklenemedi',
}

export default tr
