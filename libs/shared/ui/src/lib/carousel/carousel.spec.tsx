import { screen, within } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { Carousel } from './carousel';
import { carouselTarget, snapsBack } from './carousel-position';

const items = Array.from({ length: 10 }, (_, index) => <a href={`#${index + 1}`}>Offer {index + 1}</a>);

function visibleOffers() {
  return screen
    .getAllByRole('group')
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.textContent);
}

describe('carousel position', () => {
  const geometry = { count: 10, perView: 4, step: 4 };
  it('moves n items per click and stops at the last full view', () => {
    expect(carouselTarget(0, 1, geometry)).toBe(4);
    expect(carouselTarget(4, 1, geometry)).toBe(6);
  });
  it('wraps from last to first and back', () => {
    expect(carouselTarget(6, 1, geometry)).toBe(0);
    expect(carouselTarget(0, -1, geometry)).toBe(6);
    expect(carouselTarget(6, -1, geometry)).toBe(2);
  });
  it('snaps back under a sixth of the width', () => {
    expect(snapsBack(49, 300)).toBe(true);
    expect(snapsBack(-50, 300)).toBe(false);
  });
});

describe('Carousel', () => {
  it('is a named carousel of labelled slides, hidden ones kept out of Tab order', () => {
    renderWithIntl(
      <Carousel aria-label="Other offers" itemsPerView={4}>
        {items}
      </Carousel>,
    );
    const carousel = screen.getByRole('region', { name: 'Other offers' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getByRole('group', { name: '1 of 10' })).toHaveAttribute('aria-roledescription', 'slide');
    expect(visibleOffers()).toEqual(['Offer 1', 'Offer 2', 'Offer 3', 'Offer 4']);
  });

  it('moves n items per arrow click from the keyboard and wraps', async () => {
    const { user } = renderWithIntl(
      <Carousel aria-label="Other offers" itemsPerView={4} itemsPerClick={4}>
        {items}
      </Carousel>,
    );
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(visibleOffers()).toEqual(['Offer 5', 'Offer 6', 'Offer 7', 'Offer 8']);
    await user.keyboard('{Enter}');
    expect(visibleOffers()).toEqual(['Offer 7', 'Offer 8', 'Offer 9', 'Offer 10']);
    await user.keyboard(' ');
    expect(visibleOffers()).toEqual(['Offer 1', 'Offer 2', 'Offer 3', 'Offer 4']);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(visibleOffers()).toEqual(['Offer 7', 'Offer 8', 'Offer 9', 'Offer 10']);
  });

  it('swipes with a long drag and snaps back after a short one', async () => {
    const { container, user } = renderWithIntl(
      <Carousel aria-label="Other offers" itemsPerView={1}>
        {items}
      </Carousel>,
    );
    const viewport = container.querySelector('[aria-live]')?.parentElement as HTMLElement;
    Object.defineProperty(viewport, 'clientWidth', { value: 600 });
    const swipe = (from: number, to: number) =>
      user.pointer([
        { keys: '[TouchA>]', target: viewport, coords: { clientX: from } },
        { pointerName: 'TouchA', target: viewport, coords: { clientX: to } },
        { keys: '[/TouchA]', target: viewport, coords: { clientX: to } },
      ]);
    await swipe(500, 420);
    expect(visibleOffers()).toEqual(['Offer 1']);
    await swipe(500, 350);
    expect(visibleOffers()).toEqual(['Offer 2']);
    await swipe(100, 300);
    expect(visibleOffers()).toEqual(['Offer 1']);
  });

  it('has no arrows when everything fits', () => {
    renderWithIntl(
      <Carousel aria-label="Other offers" itemsPerView={4}>
        {items.slice(0, 3)}
      </Carousel>,
    );
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});
