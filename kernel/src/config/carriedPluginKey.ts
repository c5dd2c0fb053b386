/** Where an option value keeps the plugin it brings (`carryPlugin`); registered, so two copies of the kernel agree. */
export const carriedPluginKey: unique symbol = Symbol.for('portico.plugin')
