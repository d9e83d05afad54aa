/**
 * What Mantine components need of a browser that jsdom lacks: `matchMedia` (colour scheme, breakpoints),
 * `ResizeObserver` (floating dropdowns, scroll areas) and `scrollIntoView` (a dropdown scrolls its selected
 * option into view). Each is set only where missing. Component tests call it in `beforeAll`.
 */
export function installJsdomShims(): void {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Element.prototype.scrollIntoView ??= () => undefined
}
