/** The example plugin's messages in Vietnamese (vi): every key of its English catalogue. */
const vi: Record<string, string> = {
  'example.title': 'Ví dụ',
  'example.body': 'Màn hình này đến từ plugin ví dụ.',
  'example.connectedAs': 'Đã kết nối với tư cách {address}',
  'example.notConnected': 'Chưa kết nối ví nào.',
  'example.tab': 'Ví dụ',
  'example.tabBody': 'Thẻ này đến từ plugin ví dụ.',
  'example.walletFeature': 'Ví dụ',
}

export default vi
