/** The web components on the page now, so a new instance (another `createAppKit`) renders them again. */
export const liveElements = new Set<{ render(): void }>()
