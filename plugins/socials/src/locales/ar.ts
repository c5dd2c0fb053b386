/** The socials plugin's messages in Arabic (ar): every key of its English catalogue. */
const ar: Record<string, string> = {
  'socials.continueWith': 'المتابعة باستخدام {provider}',
  'socials.provider.google': 'Google',
  'socials.provider.x': 'X',
  'socials.provider.farcaster': 'Farcaster',
  'socials.provider.discord': 'Discord',
  'socials.provider.apple': 'Apple',
  'socials.provider.github': 'GitHub',
  'socials.provider.facebook': 'Facebook',
  'socials.list': 'سجّل الدخول بحساب اجتماعي',
  'socials.connectingTitle': 'تسجيل الدخول',
  'socials.continueInPopup': 'تابِع في نافذة {provider}',
  'socials.popupHint': 'سجّل الدخول هناك؛ ستتابع هذه النافذة عند الانتهاء.',
  'socials.declined': 'تم إلغاء تسجيل الدخول',
  'socials.declinedHint': 'أُغلقت نافذة تسجيل الدخول قبل اكتماله.',
  'socials.failed': 'فشل تسجيل الدخول',
  'socials.retry': 'حاول مجددًا',
  'socials.popupBlocked': 'تعذّر فتح نافذة تسجيل الدخول: اسمح بالنوافذ المنبثقة لهذا الموقع وحاول مجددًا.',
  'socials.unavailable': 'تعذّر تحميل مكوّن تسجيل الدخول بالبريد الإلكتروني',
  'socials.farcasterTitle': 'Farcaster',
  'socials.farcasterPreparing': 'جارٍ تجهيز رابط Farcaster…',
  'socials.farcasterScan': 'امسح بهاتفك',
  'socials.farcasterHint': 'امسح هذا الرمز بتطبيق Farcaster، أو افتح الرابط على هذا الجهاز.',
  'socials.farcasterQr': 'رمز QR لـ Farcaster',
  'socials.farcasterOpen': 'افتح الرابط',
}

export default ar
