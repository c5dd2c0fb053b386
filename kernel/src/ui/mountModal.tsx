import type { AppKit } from '../AppKit.ts'

/** Mounts the modal for an instance; returns the unmount function. TODO(ui helper). */
export function mountModal(appKit: AppKit): () => void {
  void appKit
  return () => {}
}
