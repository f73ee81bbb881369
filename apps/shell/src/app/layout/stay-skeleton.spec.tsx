import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@escapade/app-providers/testing';
import fr from '../../messages/fr.json';
import { FramePictureProvider } from '../frame/frame-picture';
import { StaySkeleton } from './stay-skeleton';

const picture = { path: '/product/42', src: '/api/images/9457/640_360.svg' };

describe("a stay's page while its files load", () => {
  it('shows the picture its frame came with in the gallery’s first tile, hidden from assistive technologies, and says it is loading', async () => {
    const { container } = await renderWithProviders(
      <FramePictureProvider picture={picture}>
        <StaySkeleton />
      </FramePictureProvider>,
      { route: '/product/42', messages: fr },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Chargement');
    const image = container.querySelector('img[data-frame-picture]');
    expect(image).toHaveAttribute('src', picture.src);
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(container.querySelectorAll('li')).toHaveLength(4);
  });

  it('shows no picture on another stay’s page: the frame’s picture is the page it was sent for', async () => {
    const { container } = await renderWithProviders(
      <FramePictureProvider picture={picture}>
        <StaySkeleton />
      </FramePictureProvider>,
      { route: '/product/43' },
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('li')).toHaveLength(4);
  });
});
