// jsdom lacks the encoders react-router needs at import time; Node's are the same standard API.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no CSS.supports, which Ariakit's modal dialog asks before it locks the page's scroll;
// the browser answers, so the tests answer "not supported" (the fallback path).
const css = (globalThis as { CSS?: object }).CSS;
if (css === undefined) Object.assign(globalThis, { CSS: { supports: () => false } });
else if (!('supports' in css)) Object.assign(css, { supports: () => false });

// jsdom lays nothing out, so every element looks invisible to Ariakit's focus rules (which move
// focus only to visible elements). Element.checkVisibility, as browsers define it for display.
if (typeof Element.prototype.checkVisibility !== 'function') {
  Element.prototype.checkVisibility = function checkVisibility(this: Element) {
    const displayed = (element: Element | null): boolean =>
      element === null ||
      (getComputedStyle(element).display !== 'none' && displayed(element.parentElement));
    return this.isConnected && displayed(this);
  };
}
// Nor does it scroll: Ariakit scrolls the element it focuses into view.
if (typeof Element.prototype.scrollIntoView !== 'function')
  Element.prototype.scrollIntoView = () => undefined;

// jsdom has no matchMedia. This one answers min-width and max-width queries against
// window.innerWidth (jsdom's 1024 unless a test resizes it) and never reports a change.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const width = window.innerWidth;
    const matches =
      (min === null || width >= Number(min[1])) && (max === null || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}
