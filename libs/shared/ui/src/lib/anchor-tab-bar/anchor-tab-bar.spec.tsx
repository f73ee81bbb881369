import { act, screen } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { AnchorTabBar } from './anchor-tab-bar';

describe('AnchorTabBar', () => {
  it('scrolls to the section minus the offset, focuses it and leaves the hash alone', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    const { user } = renderWithIntl(
      <>
        <AnchorTabBar
          items={[
            { id: 'description', label: 'Description' },
            { id: 'reviews', label: 'Reviews' },
          ]}
          offset={88}
        />
        <section id="description">About</section>
        <section id="reviews">Reviews</section>
      </>,
    );
    const reviews = document.getElementById('reviews') as HTMLElement;
    reviews.getBoundingClientRect = () => ({ top: 1200 }) as DOMRect;
    window.location.hash = '#city=paris';
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(scrollTo).toHaveBeenCalledWith({ top: 1112, behavior: 'smooth' });
    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'location');
    expect(reviews).toHaveFocus();
    expect(window.location.hash).toBe('#city=paris');
  });

  it("without an offset, scrolls with scrollIntoView so the section's CSS scroll-margin-top sets the space", async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    const scrollIntoView = jest.fn();
    const { user } = renderWithIntl(
      <>
        <AnchorTabBar items={[{ id: 'room', label: 'Room' }]} aria-label="Sections" />
        <section id="room" style={{ scrollMarginTop: '88px' }}>
          Room
        </section>
      </>,
    );
    const room = document.getElementById('room') as HTMLElement;
    room.scrollIntoView = scrollIntoView;
    await user.click(screen.getByRole('link', { name: 'Room' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollTo).not.toHaveBeenCalled();
    expect(room).toHaveFocus();
  });

  it("marks the section the visitor scrolled to, watching under the sections' scroll margin", () => {
    let observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] } | undefined;
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed = { callback, options, targets: [] };
      }
      observe(target: Element) {
        observed?.targets.push(target);
      }
      disconnect() {
        return undefined;
      }
    };
    renderWithIntl(
      <>
        <AnchorTabBar
          items={[
            { id: 'description', label: 'Description' },
            { id: 'reviews', label: 'Reviews' },
          ]}
        />
        <section id="description" style={{ scrollMarginTop: '30px' }} />
        <section id="reviews" style={{ scrollMarginTop: '30px' }} />
      </>,
    );
    expect(observed?.options?.rootMargin).toBe('-31px 0px -60% 0px');
    expect(observed?.targets.map((target) => target.id)).toEqual(['description', 'reviews']);
    expect(screen.getByRole('link', { name: 'Description' })).toHaveAttribute('aria-current', 'location');
    const description = document.getElementById('description') as HTMLElement;
    const reviews = document.getElementById('reviews') as HTMLElement;
    const report = (target: Element, isIntersecting: boolean) =>
      act(() => observed?.callback([{ isIntersecting, target } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
    report(reviews, true);
    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'Description' })).not.toHaveAttribute('aria-current');
    // Both in view: the upper one is marked, even when the lower one came in last.
    report(description, true);
    report(reviews, true);
    expect(screen.getByRole('link', { name: 'Description' })).toHaveAttribute('aria-current', 'location');
    report(description, false);
    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'location');
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
});
