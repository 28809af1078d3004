import { configure } from '@testing-library/react';

/**
 * jsdom lacks what Mantine needs: matchMedia, ResizeObserver, scrollIntoView. And the screens are waited for as
 * on a busy CI machine: `findBy…`/`waitFor` give up after 5 s, not 1 s.
 */
export function installDomPolyfills(): void {
  configure({ asyncUtilTimeout: 5_000 });
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: fakeMatchMedia(() => false),
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
  // Mantine's autosize textarea listens to font loading (FontFaceSet), which jsdom lacks.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    });
  }
}

/** A window.matchMedia whose queries match when `matches` says so (and never change). */
export function fakeMatchMedia(matches: (query: string) => boolean): typeof window.matchMedia {
  return (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
