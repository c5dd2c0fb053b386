/** Opens the window a provider's login will load in; called in the click itself, or browsers block it. Null when blocked. */
export function openLoginPopup(): Window | null {
  return window.open('about:blank', 'portico-social-login', 'popup,width=480,height=640')
}
