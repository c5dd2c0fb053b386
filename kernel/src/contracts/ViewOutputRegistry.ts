/**
 * What a view's component renders. The kernel never renders one, so it names no UI library: the
 * UI package names it (what a React function component returns) by augmenting this interface,
 * as plugins augment `RouteRegistry`. Without it, a component's output is `unknown`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface ViewOutputRegistry {}
