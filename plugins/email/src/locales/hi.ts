/** The email plugin's messages in Hindi (hi): every key of its English catalogue. */
const hi: Record<string, string> = {
  'email.label': 'ईमेल',
  'email.placeholder': 'you@example.com',
  'email.continue': 'जारी रखें',
  'email.invalid': 'मान्य ईमेल पता दर्ज करें',
  'email.cooldown': 'कृपया {seconds} सेकंड बाद फिर से कोशिश करें',
  'email.unavailable': 'ईमेल लॉगिन घटक लोड नहीं हो सका',
  'email.otpTitle': 'ईमेल की पुष्टि करें',
  'email.otpIntro': '{email} पर भेजा गया कोड दर्ज करें',
  'email.otpLabel': 'कोड',
  'email.otpSubmit': 'पुष्टि करें',
  'email.resend': 'कोड फिर से भेजें',
  'email.deviceTitle': 'डिवाइस रजिस्टर करें',
  'email.deviceIntro': '{email} पर भेजे गए लिंक से लॉगिन स्वीकृत करें',
  'email.deviceWaiting': 'स्वीकृति की प्रतीक्षा…',
  'email.updateTitle': 'ईमेल बदलें',
  'email.updateFeature': 'ईमेल बदलें',
  'email.updateLabel': 'नया ईमेल',
  'email.updateSubmit': 'सहेजें',
  'email.primaryTitle': 'मौजूदा ईमेल की पुष्टि करें',
  'email.primaryIntro': '{email} में बदलाव की अनुमति देने के लिए आपके मौजूदा पते पर भेजा गया कोड दर्ज करें',
  'email.secondaryTitle': 'नए ईमेल की पुष्टि करें',
  'email.secondaryIntro': '{email} पर भेजा गया कोड दर्ज करें',
  'email.updated': 'ईमेल अपडेट हो गया',
}

export default hi
