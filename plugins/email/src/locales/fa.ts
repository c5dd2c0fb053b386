/** The email plugin's messages in Persian (fa): every key of its English catalogue. */
const fa: Record<string, string> = {
  'email.label': 'ایمیل',
  'email.placeholder': 'you@example.com',
  'email.continue': 'ادامه',
  'email.invalid': 'یک نشانی ایمیل معتبر وارد کنید',
  'email.cooldown': 'لطفاً پس از {seconds} ثانیه دوباره تلاش کنید',
  'email.unavailable': 'مؤلفه ورود با ایمیل بارگیری نشد',
  'email.otpTitle': 'تأیید ایمیل',
  'email.otpIntro': 'کدی را که به {email} فرستادیم وارد کنید',
  'email.otpLabel': 'کد',
  'email.otpSubmit': 'تأیید',
  'email.resend': 'ارسال دوباره کد',
  'email.deviceTitle': 'ثبت دستگاه',
  'email.deviceIntro': 'ورود را از پیوندی که به {email} فرستادیم تأیید کنید',
  'email.deviceWaiting': 'در انتظار تأیید…',
  'email.updateTitle': 'ویرایش ایمیل',
  'email.updateFeature': 'ویرایش ایمیل',
  'email.updateLabel': 'ایمیل جدید',
  'email.updateSubmit': 'ذخیره',
  'email.primaryTitle': 'تأیید ایمیل فعلی',
  'email.primaryIntro': 'کدی را که به نشانی فعلی شما فرستادیم وارد کنید تا تغییر به {email} مجاز شود',
  'email.secondaryTitle': 'تأیید ایمیل جدید',
  'email.secondaryIntro': 'کدی را که به {email} فرستادیم وارد کنید',
  'email.updated': 'ایمیل به‌روز شد',
}

export default fa
