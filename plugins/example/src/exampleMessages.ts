/** The example plugin's English messages; a plugin brings its own keys, prefixed by its id. */
export const exampleMessages = {
  'example.title': 'Example',
  'example.body': 'This view comes from the example plugin.',
  'example.connectedAs': 'Connected as {address}',
  'example.notConnected': 'No wallet is connected.',
  'example.tab': 'Example',
  'example.tabBody': 'This tab comes from the example plugin.',
  'example.walletFeature': 'Example',
} as const
