/** The siwx plugin's messages in Turkish (tr): every key of its English catalogue. */
const tr: Record<string, string> = {
  'siwx.title': 'Oturum Aç',
  'siwx.heading': '{app} cüzdanınıza bağlanmak istiyor',
  'siwx.body': 'Bu cüzdanın size ait olduğunu kanıtlamak ve devam etmek için bu mesajı imzalayın.',
  'siwx.requiredNote': 'İptal ederseniz bağlantınız kesilir.',
  'siwx.sign': 'İmzala',
  'siwx.cancel': 'İptal',
  'siwx.authenticating': 'Kimlik doğrulanıyor...',
  'siwx.declined': 'İmza reddedildi',
  'siwx.failed': 'Oturum açma tamamlanamadı',
  'siwx.initFailed': 'Kimlik doğrulama başlatılırken bir sorun oluştu',
  'siwx.thisApp': 'Bu uygulama',
  'siwx.notConnected': 'Oturum açmak için bir cüzdan bağlayın.',
  'siwx.account': 'Hesap',
}

export default tr
