/** The email plugin's messages in Hebrew (he): every key of its English catalogue. */
const he: Record<string, string> = {
  'email.label': 'אימייל',
  'email.placeholder': 'you@example.com',
  'email.continue': 'המשך',
  'email.invalid': 'הזינו כתובת אימייל תקינה',
  'email.cooldown': 'נסו שוב בעוד {seconds} שניות',
  'email.unavailable': 'לא ניתן לטעון את רכיב ההתחברות באימייל',
  'email.otpTitle': 'אישור אימייל',
  'email.otpIntro': 'הזינו את הקוד ששלחנו אל {email}',
  'email.otpLabel': 'קוד',
  'email.otpSubmit': 'אישור',
  'email.resend': 'שליחת הקוד מחדש',
  'email.deviceTitle': 'רישום מכשיר',
  'email.deviceIntro': 'אשרו את ההתחברות מהקישור ששלחנו אל {email}',
  'email.deviceWaiting': 'ממתין לאישור…',
  'email.updateTitle': 'עריכת אימייל',
  'email.updateFeature': 'עריכת אימייל',
  'email.updateLabel': 'אימייל חדש',
  'email.updateSubmit': 'שמירה',
  'email.primaryTitle': 'אישור האימייל הנוכחי',
  'email.primaryIntro': 'הזינו את הקוד ששלחנו לכתובת הנוכחית שלכם כדי לאפשר את השינוי ל-{email}',
  'email.secondaryTitle': 'אישור האימייל החדש',
  'email.secondaryIntro': 'הזינו את הקוד ששלחנו אל {email}',
  'email.updated': 'האימייל עודכן',
}

export default he
