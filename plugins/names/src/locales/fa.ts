/** The names plugin's messages in Persian (fa): every key of its English catalogue. */
const fa: Record<string, string> = {
  'names.feature': 'نام',
  'names.title': 'انتخاب نام',
  'names.successTitle': 'نام ثبت شد',
  'names.label': 'نام',
  'names.intro': 'نامی که دیگران می‌توانند به‌جای نشانی شما به آن ارسال کنند.',
  'names.rule': 'نام کیف پول دست‌کم ۴ نویسه از حروف، ارقام یا خط تیره دارد',
  'names.checking': 'در حال بررسی…',
  'names.available': '{name} در دسترس است',
  'names.taken': '{name} گرفته شده است',
  'names.checkFailed': 'بررسی نام ممکن نشد. دوباره تلاش کنید.',
  'names.suggestions': 'پیشنهادها',
  'names.register': 'ثبت',
  'names.signing': 'ثبت را با حساب خود امضا کنید…',
  'names.registering': 'در حال ثبت…',
  'names.declined': 'امضا رد شد',
  'names.takenNow': 'شخص دیگری زودتر این نام را ثبت کرد. نام دیگری انتخاب کنید.',
  'names.failed': 'ثبت نام ممکن نشد. دوباره تلاش کنید.',
  'names.notOffered': 'نام‌ها برای حساب‌های ورود با ایمیل یا شبکه‌های اجتماعی در شبکه‌های EVM است.',
  'names.success': '{name} اکنون نام حساب شماست.',
  'names.successHint': 'دیگران می‌توانند به‌جای نشانی شما به {name} ارسال کنند.',
  'names.backToAccount': 'بازگشت به حساب',
}

export default fa
