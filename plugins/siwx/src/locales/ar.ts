/** The siwx plugin's messages in Arabic (ar): every key of its English catalogue. */
const ar: Record<string, string> = {
  'siwx.title': 'تسجيل الدخول',
  'siwx.heading': 'يحتاج {app} إلى الاتصال بمحفظتك',
  'siwx.body': 'وقّع هذه الرسالة لإثبات ملكيتك لهذه المحفظة والمتابعة.',
  'siwx.requiredNote': 'الإلغاء سيقطع اتصالك.',
  'siwx.sign': 'توقيع',
  'siwx.cancel': 'إلغاء',
  'siwx.authenticating': 'جارٍ المصادقة...',
  'siwx.declined': 'تم رفض التوقيع',
  'siwx.failed': 'تعذّر إكمال تسجيل الدخول',
  'siwx.initFailed': 'حدثت مشكلة أثناء محاولة تهيئة المصادقة',
  'siwx.thisApp': 'هذا التطبيق',
  'siwx.notConnected': 'اربط محفظة لتسجيل الدخول.',
  'siwx.account': 'الحساب',
}

export default ar
