import { screen } from '@testing-library/react';
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
});
