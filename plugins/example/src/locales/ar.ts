/** The example plugin's messages in Arabic (ar): every key of its English catalogue. */
const ar: Record<string, string> = {
  'example.title': 'مثال',
  'example.body': 'تأتي هذه الصفحة من إضافة المثال.',
  'example.connectedAs': 'متصل باسم {address}',
  'example.notConnected': 'لا توجد محفظة متصلة.',
  'example.tab': 'مثال',
  'example.tabBody': 'تأتي علامة التبويب هذه من إضافة المثال.',
  'example.walletFeature': 'مثال',
}

export default ar
