/** The names plugin's messages in Arabic (ar): every key of its English catalogue. */
const ar: Record<string, string> = {
  'names.feature': 'الاسم',
  'names.title': 'اختر اسمًا',
  'names.successTitle': 'تم تسجيل الاسم',
  'names.label': 'الاسم',
  'names.intro': 'اسم يمكن للآخرين الإرسال إليه بدلًا من عنوانك.',
  'names.rule': 'يتكون اسم المحفظة من 4 أحرف على الأقل من الحروف أو الأرقام أو الشرطات',
  'names.checking': 'جارٍ التحقق…',
  'names.available': '{name} متاح',
  'names.taken': '{name} محجوز',
  'names.checkFailed': 'تعذّر التحقق من الاسم. حاول مرة أخرى.',
  'names.suggestions': 'اقتراحات',
  'names.register': 'تسجيل',
  'names.signing': 'وقّع التسجيل بحسابك…',
  'names.registering': 'جارٍ التسجيل…',
  'names.declined': 'تم رفض التوقيع',
  'names.takenNow': 'سجّل شخص آخر هذا الاسم أولًا. اختر اسمًا آخر.',
  'names.failed': 'تعذّر تسجيل الاسم. حاول مرة أخرى.',
  'names.notOffered': 'الأسماء متاحة لحسابات تسجيل الدخول بالبريد الإلكتروني أو الحسابات الاجتماعية على شبكات EVM.',
  'names.success': '{name} هو اسم حسابك الآن.',
  'names.successHint': 'يمكن للآخرين الإرسال إلى {name} بدلًا من عنوانك.',
  'names.backToAccount': 'العودة إلى الحساب',
}

export default ar
