/** Every tag of AppKit's web components (webComponentKinds' keys), as one CSS selector: small enough for the first load. */
export const webComponentSelector = 'appkit-button,appkit-connect-button,appkit-account-button,appkit-network-button,w3m-button,w3m-connect-button,w3m-account-button,w3m-network-button'
