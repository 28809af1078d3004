/** jsdom lacks what Mantine needs: matchMedia, ResizeObserver, scrollIntoView. */
export function installDomPolyfills(): void {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserver });
    Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserver });
  }
  Element.prototype.scrollIntoView ??= () => {};
}
