import type { AppKit, OpenOptions } from '@portico/kernel/internal'

/** Opens the modal from a web component; a failure is logged, as ConnectButton does. */
export function openModal(appKit: AppKit, options: OpenOptions = {}): void {
  appKit.open(options).catch((error: unknown) => appKit.store.logger.error('the modal could not be opened', error))
}
