/** The receive plugin's messages in Japanese (ja): every key of its English catalogue. */
const ja: Record<string, string> = {
  'receive.feature': '受け取る',
  'receive.title': '受け取る',
  'receive.qrLabel': 'あなたのアドレス {address} の QR コード',
  'receive.address': 'あなたのアドレス',
  'receive.networks': '受け取れるネットワーク',
  'receive.note': 'このアドレスへはこれらのネットワークでのみアセットを送ってください。他のネットワークで送ったアセットは失われる可能性があります。',
  'receive.notConnected': 'アドレスを表示するにはウォレットを接続してください。',
}

export default ja
