import { currentAppKit } from '@portico/kernel/extend'
import type { AppKit } from '@portico/kernel'
import { PayError } from './errors.ts'
import type { PayStore } from './PayStore.ts'

/**
 * The pay plugin's store of the instance `createAppKit` made last, once its plugins are set up;
 * throws a PayError when there is no instance or the pay plugin is not in its `plugins`.
 */
export async function payStoreOf(appKit: AppKit | undefined = currentAppKit()): Promise<{ appKit: AppKit; store: PayStore }> {
  if (!appKit) throw new PayError('PAY_NOT_CREATED', 'Please call "createAppKit" before using "pay"')
  await appKit.ready
  const store = appKit.store.plugins.get('pay')
  if (!store) throw new PayError('PAY_NOT_SET_UP', 'The pay plugin is not set up: add payPlugin() to the plugins of createAppKit')
  return { appKit, store }
}
