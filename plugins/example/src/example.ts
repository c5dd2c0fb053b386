import type { PluginDefinition } from '@portico/kernel'

// The views this plugin adds, and the data each takes: `router.push('Example')` type-checks.
declare module '@portico/kernel/extend' {
  interface RouteRegistry {
    Example: undefined
  }
}

/** Options of the example plugin. */
export interface ExampleOptions {
  /**
   * The feature flag that enables it (a key of the merged features, such as `swaps`); without
   * one the plugin always loads. Real plugins fix their own key, such as `email` or `onramp`.
   */
  feature?: string
}

/**
 * The example plugin: a plain object whose body loads only when its feature is enabled. Copy
 * this package to start a plugin; see README.md.
 */
export function example(options: ExampleOptions = {}): PluginDefinition {
  return {
    id: 'example',
    ...(options.feature ? { feature: options.feature } : {}),
    load: () => import('./setup.ts'),
  }
}
