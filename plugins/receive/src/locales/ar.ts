/** The receive plugin's messages in Arabic (ar): every key of its English catalogue. */
const ar: Record<string, string> = {
  'receive.feature': 'استلام',
  'receive.title': 'استلام',
  'receive.qrLabel': 'رمز QR لعنوانك {address}',
  'receive.address': 'عنوانك',
  'receive.networks': 'الشبكات التي يمكنك الاستلام عليها',
  'receive.note': 'أرسل الأصول إلى هذا العنوان على هذه الشبكات فقط: قد تضيع الأصول المرسلة على شبكات أخرى.',
  'receive.notConnected': 'اربط محفظة لرؤية عنوانك.',
}

export default ar
