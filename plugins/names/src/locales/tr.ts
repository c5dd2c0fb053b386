/** The names plugin's messages in Turkish (tr): every key of its English catalogue. */
const tr: Record<string, string> = {
  'names.feature': 'Ad',
  'names.title': 'Ad seç',
  'names.successTitle': 'Ad kaydedildi',
  'names.label': 'Ad',
  'names.intro': 'Başkalarının adresiniz yerine gönderebileceği bir ad.',
  'names.rule': 'Bir cüzdan adı harf, rakam veya kısa çizgiden en az 4 karakter içerir',
  'names.checking': 'Kontrol ediliyor…',
  'names.available': '{name} kullanılabilir',
  'names.taken': '{name} alınmış',
  'names.checkFailed': 'Ad kontrol edilemedi. Tekrar deneyin.',
  'names.suggestions': 'Öneriler',
  'names.register': 'Kaydet',
  'names.signing': 'Kaydı hesabınızla imzalayın…',
  'names.registering': 'Kaydediliyor…',
  'names.declined': 'İmza reddedildi',
  'names.takenNow': 'Bu adı önce başka biri kaydetti. Başka bir ad seçin.',
  'names.failed': 'Ad kaydedilemedi. Tekrar deneyin.',
  'names.notOffered': 'Adlar, EVM ağlarında e-posta veya sosyal girişle açılan hesaplar içindir.',
  'names.success': '{name} artık hesabınızın adı.',
  'names.successHint': 'Başkaları adresiniz yerine {name} adına gönderebilir.',
  'names.backToAccount': 'Hesaba dön',
}

export default tr
