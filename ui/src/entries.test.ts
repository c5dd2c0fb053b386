import { describe, expect, it } from 'vitest'
import { entryExports } from '../../kernel/src/testing/entryExports.ts'

// The public surface of @portico/ui, entry by entry. A name added to or removed from an entry fails
// here first: change the list in the same commit, as a decision about the public API. Its React
// entries ('./react', './react-core') are locked where hosts import them, as @portico/kernel/react
// and /react-core (kernel/src/entries.test.ts).
const expected: Record<string, string[]> = {
  // The building blocks of plugin views. A view reads the kernel through its plugin's context
  // (usePluginContext) and its plugin's store (usePluginStore), never the whole root store.
  '.': [
    'Button', 'ButtonProps', 'CopyAddressButton', 'GeneratedMark', 'Icon', 'IconName', 'IconProps', 'InfiniteScrollSentinel', 'ListItem',
    'ListItemProps', 'PluginNotSetUpError', 'QrCode', 'QrCodeProps', 'Spinner', 'SpinnerProps', 'TextField',
    'TextFieldProps', 'WaitOrRetry', 'WaitOrRetryProps', 'truncateAddress', 'useActiveBalances', 'useChainExtension', 'usePartStyles', 'usePluginContext',
    'usePluginStore', 'useRouteData', 'useTranslate',
  ],
  // The two modules the kernel's default UI plugin loads (kernel/src/modalUi.ts).
  './modal': ['mountModal'],
  './elements': ['defineWebComponents'],
}

const entryFiles: Record<string, string> = {
  '.': './index.ts',
  './modal': './mountModal.tsx',
  './elements': './webComponents/defineWebComponents.ts',
}

describe('@portico/ui entries', () => {
  const actual = entryExports(import.meta.url, entryFiles)

  it.each(Object.keys(expected))('%s exports exactly its locked list', (entry) => {
    expect(actual[entry]).toEqual(expected[entry])
  })
})
