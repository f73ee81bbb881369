import { screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { Gallery } from './gallery';
import { GALLERY_TILES, GalleryPlaceholder } from './gallery-placeholder';

const images = Array.from({ length: 6 }, (_, index) => ({
  src: `/photo-${index + 1}.jpg`,
  alt: `Photo ${index + 1}`,
}));

describe('Gallery', () => {
  it('shows 4 tiles and a see-all button', () => {
    renderWithIntl(<Gallery images={images} />);
    expect(screen.getAllByRole('button', { name: /picture \d of 6/ })).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'See 6 pictures' })).toBeInTheDocument();
  });

  it('shows a single large image when there are fewer than 4', () => {
    renderWithIntl(<Gallery images={images.slice(0, 3)} />);
    expect(screen.getAllByRole('button', { name: /picture \d of 3/ })).toHaveLength(1);
  });

  it('opens the viewer at the tile chosen, browses with arrows, wraps, shows the index and closes with Escape', async () => {
    const { user } = renderWithIntl(<Gallery images={images} />);
    const tile = screen.getByRole('button', {
      name: 'Photo 2, picture 2 of 6',
    });
    await user.click(tile);
    const viewer = screen.getByRole('dialog', { name: 'Pictures' });
    expect(viewer).toHaveTextContent('2 / 6');
    expect(screen.getByRole('img', { name: 'Photo 2' })).toBeInTheDocument();
    await waitFor(() => expect(viewer).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{ArrowRight}');
    expect(viewer).toHaveTextContent('3 / 6');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(viewer).toHaveTextContent('6 / 6');
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(viewer).toHaveTextContent('1 / 6');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(tile).toHaveFocus());
  });

  it('opens at the first picture from the see-all button', async () => {
    const { user } = renderWithIntl(<Gallery images={images} />);
    await user.click(screen.getByRole('button', { name: 'See 6 pictures' }));
    expect(screen.getByRole('dialog', { name: 'Pictures' })).toHaveTextContent('1 / 6');
    await user.click(screen.getByRole('button', { name: 'Close the pictures' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('GalleryPlaceholder', () => {
  it('has the grid’s tiles, hidden from assistive technologies, the first with the picture it is given', () => {
    const { container } = renderWithIntl(<GalleryPlaceholder firstPicture={{ src: '/photo-1.jpg', 'data-origin': 'frame' }} />);
    expect(container.querySelectorAll('li')).toHaveLength(GALLERY_TILES);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    const image = container.querySelector('li:first-child img');
    expect(image).toHaveAttribute('src', '/photo-1.jpg');
    expect(image).toHaveAttribute('data-origin', 'frame');
    expect(image).toHaveAttribute('alt', '');
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('leaves every tile empty without a picture', () => {
    const { container } = renderWithIntl(<GalleryPlaceholder />);
    expect(container.querySelectorAll('li')).toHaveLength(GALLERY_TILES);
    expect(container.querySelector('img')).toBeNull();
  });
});
