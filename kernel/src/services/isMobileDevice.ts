/** Whether the page runs on a phone or tablet; false on a server. */
export function isMobileDevice(): boolean {
  if (typeof navigator === 'undefined') return false
  const hinted = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile
  if (typeof hinted === 'boolean') return hinted
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
}
