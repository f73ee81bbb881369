import { screen } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { Accordion } from './accordion';

const items = [
  { id: 'a', title: 'Getting there', content: 'By bus' },
  { id: 'b', title: 'Opening hours', content: 'From 10 AM' },
  { id: 'c', title: 'Things to know', content: 'Pets allowed' },
];

describe('Accordion', () => {
  it('toggles sections with Enter and Space', async () => {
    const { user } = renderWithIntl(<Accordion items={items} />);
    const trigger = screen.getByRole('button', { name: 'Getting there' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Getting there' })).not.toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Getting there' })).toHaveTextContent('By bus');
    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves between headers with arrows, Home and End, wrapping', async () => {
    const { user } = renderWithIntl(<Accordion items={items} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Opening hours' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Things to know' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Getting there' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Things to know' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Getting there' })).toHaveFocus();
  });

  it('keeps one section open when multiple are not allowed', async () => {
    const { user } = renderWithIntl(<Accordion items={items} allowMultiple={false} defaultExpanded={['a']} />);
    await user.click(screen.getByRole('button', { name: 'Opening hours' }));
    expect(screen.getByRole('button', { name: 'Getting there' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Opening hours' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('uses the heading level asked for', () => {
    renderWithIntl(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});
