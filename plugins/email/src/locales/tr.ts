/** The email plugin's messages in Turkish (tr): every key of its English catalogue. */
const tr: Record<string, string> = {
  'email.label': 'E-posta',
  'email.placeholder': 'you@example.com',
  'email.continue': 'Devam',
  'email.invalid': 'Geçerli bir e-posta adresi girin',
  'email.cooldown': 'Lütfen {seconds} saniye sonra tekrar deneyin',
  'email.unavailable': 'E-posta giriş bileşeni yüklenemedi',
  'email.otpTitle': 'E-postayı Onayla',
  'email.otpIntro': '{email} adresine gönderdiğimiz kodu girin',
  'email.otpLabel': 'Kod',
  'email.otpSubmit': 'Onayla',
  'email.resend': 'Kodu yeniden gönder',
  'email.deviceTitle': 'Cihazı Kaydet',
  'email.deviceIntro': '{email} adresine gönderdiğimiz bağlantıdan girişi onaylayın',
  'email.deviceWaiting': 'Onay bekleniyor…',
  'email.updateTitle': 'E-postayı Düzenle',
  'email.updateFeature': 'E-postayı Düzenle',
  'email.updateLabel': 'Yeni e-posta',
  'email.updateSubmit': 'Kaydet',
  'email.primaryTitle': 'Mevcut E-postayı Onayla',
  'email.primaryIntro': '{email} adresine geçişe izin vermek için mevcut adresinize gönderdiğimiz kodu girin',
  'email.secondaryTitle': 'Yeni E-postayı Onayla',
  'email.secondaryIntro': '{email} adresine gönderdiğimiz kodu girin',
  'email.updated': 'E-posta güncellendi',
}

export default tr
