import { renderWithIntl } from '../../testing/render-with-intl';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technologies', () => {
    const { container } = renderWithIntl(<Skeleton lines={3} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild?.children).toHaveLength(3);
  });

  it('takes the size of what is loading', () => {
    const { container } = renderWithIntl(<Skeleton variant="rect" width="10rem" height="5rem" />);
    expect(container.firstElementChild).toHaveStyle({
      width: '10rem',
      height: '5rem',
    });
  });
});
