import type { TemplateAdapterDefinition } from './TemplateAdapterDefinition.ts'
import type { TemplateOptions } from './TemplateOptions.ts'

/**
 * The template chain adapter (namespace `polkadot`) over one wallet the host brings: a plain
 * object whose body, and the SDK it imports, load inside `load`. Copy this package to start an
 * adapter; see README.md.
 */
export function template(options: TemplateOptions): TemplateAdapterDefinition {
  return {
    kind: 'chain',
    id: 'template',
    namespace: 'polkadot',
    load: async (context) => {
      const { createTemplateAdapter } = await import('./createTemplateAdapter.ts')
      return createTemplateAdapter(context, options)
    },
  }
}
