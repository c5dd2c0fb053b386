/** The example plugin's messages in Persian (fa): every key of its English catalogue. */
const fa: Record<string, string> = {
  'example.title': 'نمونه',
  'example.body': 'این نما از افزونه نمونه می‌آید.',
  'example.connectedAs': 'متصل به‌عنوان {address}',
  'example.notConnected': 'هیچ کیف پولی متصل نیست.',
  'example.tab': 'نمونه',
  'example.tabBody': 'این زبانه از افزونه نمونه می‌آید.',
  'example.walletFeature': 'نمونه',
}

export default fa
