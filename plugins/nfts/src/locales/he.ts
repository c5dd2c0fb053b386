/** The nfts plugin's messages in Hebrew (he): every key of its English catalogue. */
const he: Record<string, string> = {
  'nfts.tab': 'אסימוני NFT',
  'nfts.list': 'אסימוני ה-NFT שלכם',
  'nfts.loading': 'טוען אסימוני NFT',
  'nfts.empty': 'אין עדיין אסימוני NFT',
  'nfts.emptyNote': 'אסימוני NFT שבבעלות חשבון זה ב-{network} מופיעים כאן.',
  'nfts.error': 'לא ניתן לטעון אסימוני NFT כרגע.',
  'nfts.retry': 'ניסיון נוסף',
  'nfts.unavailable': 'אסימוני NFT אינם זמינים באפליקציה זו.',
  'nfts.unsupportedNetwork': 'אסימוני NFT אינם זמינים ברשת זו.',
  'nfts.loadMore': 'הצגת עוד',
  'nfts.detailTitle': 'NFT',
  'nfts.imageAlt': 'תמונה של {name}',
  'nfts.collection': 'אוסף',
  'nfts.tokenId': 'מזהה אסימון',
  'nfts.contract': 'חוזה',
  'nfts.network': 'רשת',
  'nfts.description': 'תיאור',
  'nfts.viewOnExplorer': 'הצגה ב-{explorer}',
  'nfts.opensInNewTab': 'נפתח בכרטיסייה חדשה',
  'nfts.notFound': 'לא ניתן להציג את ה-NFT הזה.',
}

export default he
