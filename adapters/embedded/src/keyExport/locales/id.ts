/** The embedded wallet's key export messages in Indonesian (id): every key of its English catalogue (keyExportMessages). */
const id: Record<string, string> = {
  'embeddedWallet.exportKeyFeature': 'Ekspor kunci privat',
  'embeddedWallet.exportKeyTitle': 'Ekspor Kunci Privat',
  'embeddedWallet.exportKeyWaiting': 'Konfirmasi di bingkai aman untuk melihat kunci privat Anda',
  'embeddedWallet.exportKeyUnavailable': 'Tidak dapat memuat komponen login email',
}

export default id
