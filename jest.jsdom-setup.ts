import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/dom';

/*
 * Test-only: browser APIs that jsdom lacks but React Router and Mantine use. jest.config.base.js loads
 * it before every test file that runs in jsdom.
 */
// Pages load their forms as lazy modules: on a 2-core CI machine running other suites beside, that can take longer
// than Testing Library's 1 s default for findBy and waitFor (a page's heading not there yet is not a failure).
configure({ asyncUtilTimeout: 5000 });

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;

const stub = (target: object, name: string, value: unknown) => {
  if (!(name in target)) Object.defineProperty(target, name, { value, configurable: true, writable: true });
};

if (typeof window !== 'undefined') {
  stub(window, 'matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
  stub(
    window,
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  stub(Element.prototype, 'scrollIntoView', () => undefined);
  // The native modal dialog (jsdom has the element, not its methods): open and close, without the top layer.
  stub(HTMLDialogElement.prototype, 'showModal', function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  stub(HTMLDialogElement.prototype, 'close', function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  });
}
