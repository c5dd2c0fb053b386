/**
 * Where one plugin stands: its feature is off, an adapter capability it requires is missing,
 * it is loading, it is set up, or loading or setting it up failed.
 */
export type PluginState = 'disabled' | 'unsupported' | 'loading' | 'ready' | 'failed'
