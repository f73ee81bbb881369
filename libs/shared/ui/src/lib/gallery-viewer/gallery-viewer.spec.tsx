import { screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { GalleryViewer } from './gallery-viewer';

const images = [
  { src: '/a.jpg', alt: 'Room' },
  { src: '/b.jpg', alt: 'Pool' },
];

describe('GalleryViewer', () => {
  it('renders nothing when closed', () => {
    renderWithIntl(<GalleryViewer images={images} index={null} onIndexChange={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reports index changes and closing, keeping focus inside', async () => {
    const onIndexChange = jest.fn();
    const { user } = renderWithIntl(<GalleryViewer images={images} index={1} onIndexChange={onIndexChange} />);
    const viewer = screen.getByRole('dialog', { name: 'Pictures' });
    expect(viewer).toHaveTextContent('2 / 2');
    await waitFor(() => expect(viewer).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{ArrowRight}');
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
    await user.keyboard('{Escape}');
    expect(onIndexChange).toHaveBeenLastCalledWith(null);
  });
});
