import { act, screen } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

function Trigger({ duration }: { duration?: number }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show('Added to your wishlist', { tone: 'success', duration })}>
      Add
    </button>
  );
}

describe('Toast', () => {
  afterEach(() => jest.useRealTimers());

  it('announces notices in a status live region and hides them after their duration', async () => {
    jest.useFakeTimers();
    const { user } = renderWithIntl(
      <ToastProvider>
        <Trigger duration={3000} />
      </ToastProvider>,
      { userOptions: { advanceTimers: jest.advanceTimersByTime } },
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(region).toHaveTextContent('Added to your wishlist');
    act(() => jest.advanceTimersByTime(3000));
    expect(region).toBeEmptyDOMElement();
  });

  it('can be dismissed from the keyboard', async () => {
    const { user } = renderWithIntl(
      <ToastProvider>
        <Trigger duration={0} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    screen.getByRole('button', { name: 'Dismiss' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Added to your wishlist')).not.toBeInTheDocument();
  });

  it('needs a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithIntl(<Trigger />)).toThrow('useToast needs a ToastProvider above it.');
    jest.mocked(console.error).mockRestore();
  });
});
