import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { renderWithIntl } from '../../testing/render-with-intl';
import { MARKET_SUPPORT } from '@escapade/util-market';
import fr from '../../messages/fr.json';
import nl from '../../messages/nl.json';
import { OpeningHours } from './opening-hours';

describe('OpeningHours', () => {
  it('writes the market’s hours with weekday names and times of the language', () => {
    renderWithIntl(
      <p>
        <OpeningHours slots={[{ firstDay: 2, lastDay: 6, opensAt: 9, closesAt: 17 }]} />
      </p>,
    );
    expect(screen.getByText('Tuesday to Saturday, 9:00 AM to 5:00 PM')).toBeInTheDocument();
  });

  it('reads its catalog in the market’s language', () => {
    render(
      <IntlProvider locale="nl-BE" messages={nl}>
        <p>
          <OpeningHours slots={MARKET_SUPPORT.nl_BE.noAvailabilityHours} />
        </p>
      </IntlProvider>,
    );
    // One line per slot: the week's evenings, then the weekend.
    expect(screen.getByRole('paragraph').innerHTML).toBe('maandag t/m vrijdag, van 10:00 tot 21:00<br>zaterdag t/m zondag, van 10:00 tot 19:00');
  });

  it('names a slot of one day once', () => {
    render(
      <IntlProvider locale="fr-FR" messages={fr}>
        <p>
          <OpeningHours slots={MARKET_SUPPORT.fr_FR.contactHours} />
        </p>
      </IntlProvider>,
    );
    expect(screen.getByRole('paragraph').innerHTML).toBe('Du lundi au vendredi, de 10:00 à 19:00<br>Le samedi, de 10:00 à 18:00');
  });
});
