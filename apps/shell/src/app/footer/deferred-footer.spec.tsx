import { act, screen } from '@testing-library/react';
import { renderInShell } from '../../testing/render-in-shell';
import { DeferredFooter } from './deferred-footer';

describe('the deferred footer', () => {
  const observed: { callback: IntersectionObserverCallback; target?: Element }[] = [];
  const realObserver = window.IntersectionObserver;

  beforeEach(() => {
    observed.length = 0;
    window.IntersectionObserver = class {
      private readonly entry: { callback: IntersectionObserverCallback; target?: Element };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        observed.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        // Nothing to release in the test double.
      }
    } as unknown as typeof IntersectionObserver;
  });

  afterEach(() => {
    window.IntersectionObserver = realObserver;
  });

  it('holds the footer’s place until the page is scrolled near it, then shows the footer', async () => {
    await renderInShell(<DeferredFooter />);
    const placeholder = screen.getByRole('contentinfo');
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('navigation')).toBeNull();

    const [{ callback, target }] = observed;
    expect(target).toBe(placeholder);
    await act(async () => {
      callback([{ isIntersecting: true, target: placeholder } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    expect(await screen.findByRole('link', { name: 'Nous contacter' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').getAttribute('aria-busy')).toBeNull();
  });
});
