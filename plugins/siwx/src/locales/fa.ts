/** The siwx plugin's messages in Persian (fa): every key of its English catalogue. */
const fa: Record<string, string> = {
  'siwx.title': 'ورود',
  'siwx.heading': '{app} باید به کیف پول شما متصل شود',
  'siwx.body': 'این پیام را امضا کنید تا ثابت شود این کیف پول متعلق به شماست و ادامه دهید.',
  'siwx.requiredNote': 'لغو کردن اتصال شما را قطع می‌کند.',
  'siwx.sign': 'امضا',
  'siwx.cancel': 'لغو',
  'siwx.authenticating': 'در حال احراز هویت...',
  'siwx.declined': 'امضا رد شد',
  'siwx.failed': 'ورود کامل نشد',
  'siwx.initFailed': 'هنگام آماده‌سازی احراز هویت مشکلی پیش آمد',
  'siwx.thisApp': 'این برنامه',
  'siwx.notConnected': 'برای ورود یک کیف پول متصل کنید.',
  'siwx.account': 'حساب',
}

export default fa
