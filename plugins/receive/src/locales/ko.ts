/** The receive plugin's messages in Korean (ko): every key of its English catalogue. */
const ko: Record<string, string> = {
  'receive.feature': '받기',
  'receive.title': '받기',
  'receive.qrLabel': '내 주소 {address}의 QR 코드',
  'receive.address': '내 주소',
  'receive.networks': '받을 수 있는 네트워크',
  'receive.note': '이 주소로는 이 네트워크에서만 자산을 보내세요: 다른 네트워크에서 보낸 자산은 잃을 수 있습니다.',
  'receive.notConnected': '주소를 보려면 지갑을 연결하세요.',
}

export default ko
