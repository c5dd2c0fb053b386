import { compareStructural, reaction } from 'mobx'

/**
 * A value derived from MobX observables, as an external store for `useSyncExternalStore`: the
 * snapshot only changes (by identity) when the derived value changes structurally. `select`
 * must return plain data (copies, not observable collections).
 */
export class ObservedValue<T> {
  private value: T
  private readonly serverValue: T
  private readonly select: () => T
  private readonly equals: (a: T, b: T) => boolean
  private readonly listeners = new Set<() => void>()
  private dispose: (() => void) | undefined

  /**
   * `serverSelect` gives the value used on the server and while hydrating (default: `select`);
   * `equals` tells an unchanged value (default: structural; `compareShallow` for values that
   * hold objects such as providers, compared by identity).
   */
  constructor(select: () => T, serverSelect: () => T = select, equals: (a: T, b: T) => boolean = compareStructural) {
    this.select = select
    this.equals = equals
    this.value = select()
    this.serverValue = serverSelect === select ? this.value : serverSelect()
  }

  /** Subscribes to changes; one MobX reaction serves every listener. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    this.dispose ??= reaction(this.select, (next) => this.update(next), { fireImmediately: true })
    return () => {
      this.listeners.delete(listener)
      if (this.listeners.size > 0) return
      this.dispose?.()
      this.dispose = undefined
    }
  }

  /** The current value; the same object until it changes. */
  readonly getSnapshot = (): T => this.value

  /** The value for server rendering and hydration. */
  readonly getServerSnapshot = (): T => this.serverValue

  private update(next: T): void {
    if (this.equals(next, this.value)) return
    this.value = next
    for (const listener of [...this.listeners]) listener()
  }
}
