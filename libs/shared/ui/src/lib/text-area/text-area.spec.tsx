import { act, screen } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('shows the mandatory error after blur', async () => {
    const { user } = renderWithIntl(<TextArea label="Message" required />);
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(expect.stringContaining('Mandatory field'));
  });

  it('rejects over-limit typing and clears the message after 1 second', async () => {
    jest.useFakeTimers();
    const { user } = renderWithIntl(<TextArea label="Message" maxLength={3} />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    await user.type(textarea, 'Hello');
    expect(textarea).toHaveValue('Hel');
    expect(screen.getByText('The field is limited to 3 characters')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('The field is limited to 3 characters')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
