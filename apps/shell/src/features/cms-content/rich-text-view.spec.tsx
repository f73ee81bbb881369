import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderInShell } from '../../testing/render-in-shell';
import { RichTextView } from './rich-text-view';

describe('CMS rich text on a page', () => {
  it('renders headings, paragraphs, lists and links as elements, site links under the market prefix, and HTML as text', async () => {
    const { container } = await renderInShell(
      <RichTextView content={'## Vos droits\n\nÉcrivez-nous depuis la page [Contact](/contact), **sous 30 jours**.\n\n- accès\n- *effacement*\n\n<img src=x onerror=alert(1)>'} />,
      { market: 'nl_BE' },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Vos droits' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/nl/contact');
    expect(screen.getByText('sous 30 jours').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['accès', 'effacement']);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  });

  it('renders one line of inline text for a banner', async () => {
    const { container } = await renderInShell(<RichTextView inline content={'**-20 %** ce week-end : [en profiter](/search?flow=booking)'} />);
    expect(container.querySelector('p, h2, ul')).toBeNull();
    expect(screen.getByRole('link', { name: 'en profiter' })).toHaveAttribute('href', '/search?flow=booking');
  });
});
