/**
 * The stores plugins attach, by plugin id, so `plugins.get(id)` is typed without a cast. A plugin
 * declares its own by module augmentation:
 * `declare module '@portico/kernel/extend' { interface PluginStoreRegistry { send: SendStore } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface PluginStoreRegistry {}
