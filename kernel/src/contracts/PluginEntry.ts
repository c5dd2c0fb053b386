/**
 * What `createAppKit` checks of a listed plugin before loading it: its id, the feature and
 * capabilities it waits for, and the function that loads its body (whose shape is checked when it
 * arrives). A `PluginDefinition` is one, with its body's type.
 */
export interface PluginEntry {
  id: string
  feature?: string
  requires?: { capabilities?: string[] }
  load: () => Promise<unknown>
}
