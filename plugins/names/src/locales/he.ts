/** The names plugin's messages in Hebrew (he): every key of its English catalogue. */
const he: Record<string, string> = {
  'names.feature': 'שם',
  'names.title': 'בחירת שם',
  'names.successTitle': 'השם נרשם',
  'names.label': 'שם',
  'names.intro': 'שם שאחרים יכולים לשלוח אליו במקום לכתובת שלכם.',
  'names.rule': 'שם ארנק כולל לפחות 4 תווים של אותיות, ספרות או מקפים',
  'names.checking': 'בודקים…',
  'names.available': '{name} פנוי',
  'names.taken': '{name} תפוס',
  'names.checkFailed': 'לא ניתן היה לבדוק את השם. נסו שוב.',
  'names.suggestions': 'הצעות',
  'names.register': 'רישום',
  'names.signing': 'חתמו על הרישום עם החשבון שלכם…',
  'names.registering': 'רושמים…',
  'names.declined': 'החתימה נדחתה',
  'names.takenNow': 'מישהו אחר רשם את השם הזה קודם. בחרו שם אחר.',
  'names.failed': 'לא ניתן היה לרשום את השם. נסו שוב.',
  'names.notOffered': 'שמות מיועדים לחשבונות של התחברות באימייל או ברשת חברתית ברשתות EVM.',
  'names.success': '{name} הוא עכשיו השם של החשבון שלכם.',
  'names.successHint': 'אחרים יכולים לשלוח אל {name} במקום לכתובת שלכם.',
  'names.backToAccount': 'חזרה לחשבון',
}

export default he
