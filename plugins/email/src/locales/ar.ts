/** The email plugin's messages in Arabic (ar): every key of its English catalogue. */
const ar: Record<string, string> = {
  'email.label': 'البريد الإلكتروني',
  'email.placeholder': 'you@example.com',
  'email.continue': 'متابعة',
  'email.invalid': 'أدخل بريدًا إلكترونيًا صالحًا',
  'email.cooldown': 'يرجى المحاولة مجددًا بعد {seconds} ثانية',
  'email.unavailable': 'تعذّر تحميل مكوّن تسجيل الدخول بالبريد الإلكتروني',
  'email.otpTitle': 'تأكيد البريد الإلكتروني',
  'email.otpIntro': 'أدخل الرمز الذي أرسلناه إلى {email}',
  'email.otpLabel': 'الرمز',
  'email.otpSubmit': 'تأكيد',
  'email.resend': 'إعادة إرسال الرمز',
  'email.deviceTitle': 'تسجيل الجهاز',
  'email.deviceIntro': 'وافق على تسجيل الدخول من الرابط الذي أرسلناه إلى {email}',
  'email.deviceWaiting': 'بانتظار الموافقة…',
  'email.updateTitle': 'تعديل البريد الإلكتروني',
  'email.updateFeature': 'تعديل البريد الإلكتروني',
  'email.updateLabel': 'البريد الإلكتروني الجديد',
  'email.updateSubmit': 'حفظ',
  'email.primaryTitle': 'تأكيد البريد الإلكتروني الحالي',
  'email.primaryIntro': 'أدخل الرمز الذي أرسلناه إلى عنوانك الحالي للسماح بالتغيير إلى {email}',
  'email.secondaryTitle': 'تأكيد البريد الإلكتروني الجديد',
  'email.secondaryIntro': 'أدخل الرمز الذي أرسلناه إلى {email}',
  'email.updated': 'تم تحديث البريد الإلكتروني',
}

export default ar
