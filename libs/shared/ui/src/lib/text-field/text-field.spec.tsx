import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { TextField } from './text-field';

describe('TextField', () => {
  it('shows no state before the field is left', async () => {
    const { user } = renderWithIntl(<TextField label="Last name" required />);
    await user.click(screen.getByRole('textbox', { name: 'Last name' }));
    expect(screen.queryByText('Mandatory field')).not.toBeInTheDocument();
  });

  it('shows an error after blur when a required field is empty', async () => {
    const { user } = renderWithIntl(<TextField label="Last name" required />);
    await user.click(screen.getByRole('textbox', { name: 'Last name' }));
    await user.tab();
    const input = screen.getByRole('textbox', { name: 'Last name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Mandatory field'));
  });

  it('shows success after blur when a value is present', async () => {
    const { user } = renderWithIntl(<TextField label="Last name" required />);
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Martin');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Last name' })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Mandatory field')).not.toBeInTheDocument();
  });

  it('shows a given error after blur, even with a value', async () => {
    const { user } = renderWithIntl(<TextField label="Email" error="Email seems incorrect" />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'camille@');
    expect(screen.queryByText('Email seems incorrect')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(expect.stringContaining('Email seems incorrect'));
  });

  it('treats an empty field that is not required as valid', async () => {
    const { user } = renderWithIntl(<TextField label="Company" />);
    await user.click(screen.getByRole('textbox', { name: 'Company' }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Company' })).not.toHaveAttribute('aria-invalid');
  });

  it('marks the label as optional', () => {
    renderWithIntl(<TextField label="From" optional />);
    expect(screen.getByRole('textbox', { name: 'From (optional)' })).toBeInTheDocument();
  });

  it('links the hint to the input', () => {
    renderWithIntl(<TextField label="Message" hint="Max. 180 characters" />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Max. 180 characters');
  });

  describe('max length', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('rejects over-limit typing with a message cleared after 1 second', async () => {
      const onChange = jest.fn();
      const { user } = renderWithIntl(<TextField label="From" maxLength={5} onChange={onChange} />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
      const input = screen.getByRole('textbox', { name: 'From' });
      await user.type(input, 'Camille');
      expect(input).toHaveValue('Camil');
      expect(onChange).toHaveBeenLastCalledWith('Camil', expect.anything());
      expect(screen.getByText('The field is limited to 5 characters')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(999));
      expect(screen.getByText('The field is limited to 5 characters')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('The field is limited to 5 characters')).not.toBeInTheDocument();
    });

    it('restarts the 1 second delay on every rejected key', async () => {
      const { user } = renderWithIntl(<TextField label="From" maxLength={2} defaultValue="ab" />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
      const input = screen.getByRole('textbox', { name: 'From' });
      await user.type(input, 'c');
      act(() => jest.advanceTimersByTime(800));
      await user.type(input, 'd');
      act(() => jest.advanceTimersByTime(800));
      expect(screen.getByText('The field is limited to 2 characters')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('The field is limited to 2 characters')).not.toBeInTheDocument();
    });

    it('accepts typing up to the limit without a message', async () => {
      const { user } = renderWithIntl(<TextField label="From" maxLength={5} />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
      await user.type(screen.getByRole('textbox', { name: 'From' }), 'Anna');
      expect(screen.queryByText(/limited to/)).not.toBeInTheDocument();
    });
  });

  it('works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField label="City" value={value} onChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    const { user } = renderWithIntl(<Controlled />);
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Nice');
    expect(screen.getByRole('status')).toHaveTextContent('Nice');
  });
});
