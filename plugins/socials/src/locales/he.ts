/** The socials plugin's messages in Hebrew (he): every key of its English catalogue. */
const he: Record<string, string> = {
  'socials.continueWith': 'המשך עם {provider}',
  'socials.provider.google': 'Google',
  'socials.provider.x': 'X',
  'socials.provider.farcaster': 'Farcaster',
  'socials.provider.discord': 'Discord',
  'socials.provider.apple': 'Apple',
  'socials.provider.github': 'GitHub',
  'socials.provider.facebook': 'Facebook',
  'socials.list': 'התחברות עם חשבון רשת חברתית',
  'socials.connectingTitle': 'התחברות',
  'socials.continueInPopup': 'המשיכו בחלון של {provider}',
  'socials.popupHint': 'התחברו שם; חלון זה ימשיך כשתסיימו.',
  'socials.declined': 'ההתחברות בוטלה',
  'socials.declinedHint': 'חלון ההתחברות נסגר לפני שההתחברות הסתיימה.',
  'socials.failed': 'ההתחברות נכשלה',
  'socials.retry': 'ניסיון נוסף',
  'socials.popupBlocked': 'חלון ההתחברות לא נפתח: אפשרו חלונות קופצים באתר זה ונסו שוב.',
  'socials.unavailable': 'לא ניתן לטעון את רכיב ההתחברות באימייל',
  'socials.farcasterTitle': 'Farcaster',
  'socials.farcasterPreparing': 'מכין את קישור Farcaster…',
  'socials.farcasterScan': 'סרקו בטלפון',
  'socials.farcasterHint': 'סרקו את הקוד באפליקציית Farcaster, או פתחו את הקישור במכשיר זה.',
  'socials.farcasterQr': 'קוד QR של Farcaster',
  'socials.farcasterOpen': 'פתיחת הקישור',
}

export default he
