import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTER_FUTURE } from '@escapade/app-providers';
import { SECTION_ANCHOR_FOLLOW_MS, sectionOfHash, useSectionAnchor } from './use-section-anchor';

describe('a link to a section of the product page (product-side.md section 2: anchors description, room, experience, reviews, hotel)', () => {
  it('reads a section’s anchor from the hash, and no section from a hash of criteria', () => {
    expect(sectionOfHash('#reviews')).toBe('reviews');
    expect(sectionOfHash('#hotel')).toBe('hotel');
    expect(sectionOfHash('#a=2&c=0&b=0')).toBeNull();
    expect(sectionOfHash('#recommendations')).toBeNull();
    expect(sectionOfHash('')).toBeNull();
  });

  describe('useSectionAnchor', () => {
    let section: HTMLElement;
    const scrolled = jest.fn();
    const realScrollIntoView = Element.prototype.scrollIntoView;
    beforeEach(() => {
      jest.useFakeTimers();
      scrolled.mockClear();
      Element.prototype.scrollIntoView = scrolled;
      section = document.createElement('section');
      section.id = 'reviews';
      document.body.append(section);
    });
    afterEach(() => {
      jest.useRealTimers();
      Element.prototype.scrollIntoView = realScrollIntoView;
      section.remove();
      delete (window as { ResizeObserver?: unknown }).ResizeObserver;
    });
    const wrapperAt =
      (hash: string) =>
      ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={[`/product/42${hash}`]} future={ROUTER_FUTURE}>
          {children}
        </MemoryRouter>
      );

    it('waits for what sits above, then scrolls to the section (its scroll margin gives the offset) and focuses it', () => {
      const { rerender } = renderHook(({ ready }) => useSectionAnchor(ready), { initialProps: { ready: false }, wrapper: wrapperAt('#reviews') });
      expect(scrolled).not.toHaveBeenCalled();
      rerender({ ready: true });
      expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
      expect(scrolled.mock.contexts[0]).toBe(section);
      expect(document.activeElement).toBe(section);
      expect(section.getAttribute('tabindex')).toBe('-1');
    });

    it('keeps the section in place while content above grows, until the visitor scrolls or the time is up', () => {
      let grow: () => void = () => undefined;
      const disconnect = jest.fn();
      (window as { ResizeObserver?: unknown }).ResizeObserver = class {
        constructor(callback: () => void) {
          grow = callback;
        }
        observe() {
          return undefined;
        }
        disconnect = disconnect;
      };
      renderHook(() => useSectionAnchor(true), { wrapper: wrapperAt('#reviews') });
      act(() => grow());
      expect(scrolled).toHaveBeenCalledTimes(2);
      act(() => {
        window.dispatchEvent(new Event('wheel'));
      });
      expect(disconnect).toHaveBeenCalled();

      disconnect.mockClear();
      renderHook(() => useSectionAnchor(true), { wrapper: wrapperAt('#reviews') });
      act(() => jest.advanceTimersByTime(SECTION_ANCHOR_FOLLOW_MS));
      expect(disconnect).toHaveBeenCalled();
    });

    it('leaves the page at its top for a hash of criteria', () => {
      renderHook(() => useSectionAnchor(true), { wrapper: wrapperAt('#a=2&c=0&b=0') });
      expect(scrolled).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(document.body);
    });
  });
});
