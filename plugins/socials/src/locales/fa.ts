/** The socials plugin's messages in Persian (fa): every key of its English catalogue. */
const fa: Record<string, string> = {
  'socials.continueWith': 'ادامه با {provider}',
  'socials.provider.google': 'Google',
  'socials.provider.x': 'X',
  'socials.provider.farcaster': 'Farcaster',
  'socials.provider.discord': 'Discord',
  'socials.provider.apple': 'Apple',
  'socials.provider.github': 'GitHub',
  'socials.provider.facebook': 'Facebook',
  'socials.list': 'ورود با حساب شبکه اجتماعی',
  'socials.connectingTitle': 'ورود',
  'socials.continueInPopup': 'در پنجره {provider} ادامه دهید',
  'socials.popupHint': 'آنجا وارد شوید؛ این پنجره پس از پایان کار ادامه می‌دهد.',
  'socials.declined': 'ورود لغو شد',
  'socials.declinedHint': 'پنجره ورود پیش از پایان ورود بسته شد.',
  'socials.failed': 'ورود ناموفق بود',
  'socials.retry': 'تلاش دوباره',
  'socials.popupBlocked': 'پنجره ورود باز نشد: پنجره‌های بازشو را برای این سایت مجاز کنید و دوباره تلاش کنید.',
  'socials.unavailable': 'مؤلفه ورود با ایمیل بارگیری نشد',
  'socials.farcasterTitle': 'Farcaster',
  'socials.farcasterPreparing': 'در حال آماده‌سازی پیوند Farcaster…',
  'socials.farcasterScan': 'با تلفن خود اسکن کنید',
  'socials.farcasterHint': 'این کد را با برنامه Farcaster اسکن کنید، یا پیوند را در همین دستگاه باز کنید.',
  'socials.farcasterQr': 'کد QR برای Farcaster',
  'socials.farcasterOpen': 'باز کردن پیوند',
}

export default fa
