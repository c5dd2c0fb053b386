/**
 * Names the plugin definition's type for the layers below the plugin machinery: the options list
 * plugins and the config checks them, but a plugin's body is set up with a context of stores and
 * verbs, which sit above the config. `plugins/PluginDefinition.ts` fills it in by augmenting this
 * interface, as the UI package names a view's output through `ViewOutputRegistry`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface PluginDefinitionRegistry {}
