import { screen } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with a default label', () => {
    renderWithIntl(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('stays silent when decorative', () => {
    renderWithIntl(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
