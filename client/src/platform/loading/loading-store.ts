type Listener = () => void;

/** Count of GraphQL requests in flight; the top loading bar shows while it is above zero (spec §4.7). */
class LoadingStore {
  private count = 0;
  private listeners = new Set<Listener>();

  getCount = (): number => this.count;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(): void {
    this.count += 1;
    this.emit();
  }

  stop(): void {
    this.count = Math.max(0, this.count - 1);
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const loadingStore = new LoadingStore();
