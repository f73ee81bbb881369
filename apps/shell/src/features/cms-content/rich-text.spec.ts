import { hasRichLink, isSafeHref, parseRichInline, parseRichText } from './rich-text';

describe('CMS rich text (Markdown without raw HTML)', () => {
  it('reads headings, paragraphs and lists separated by blank lines', () => {
    expect(parseRichText('## Objet\n\nLes conditions\nde vente.\n\n### Prix\r\n\r\n- un\n- deux\n\n\n')).toEqual([
      { kind: 'heading', level: 2, children: [{ kind: 'text', text: 'Objet' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'Les conditions de vente.' }] },
      { kind: 'heading', level: 3, children: [{ kind: 'text', text: 'Prix' }] },
      { kind: 'list', items: [[{ kind: 'text', text: 'un' }], [{ kind: 'text', text: 'deux' }]] },
    ]);
  });

  it('a level-1 heading is a paragraph: the page title is the only h1', () => {
    expect(parseRichText('# Titre')).toEqual([{ kind: 'paragraph', children: [{ kind: 'text', text: '# Titre' }] }]);
  });

  it('reads links, strong and emphasis, nested', () => {
    expect(parseRichInline('Voir la page [**Contact**](/contact), *vite* !')).toEqual([
      { kind: 'text', text: 'Voir la page ' },
      { kind: 'link', href: '/contact', children: [{ kind: 'strong', children: [{ kind: 'text', text: 'Contact' }] }] },
      { kind: 'text', text: ', ' },
      { kind: 'em', children: [{ kind: 'text', text: 'vite' }] },
      { kind: 'text', text: ' !' },
    ]);
  });

  it('keeps only the text of a link to an unsafe target, and never reads HTML', () => {
    expect(parseRichInline('[clic](javascript:void) <b>x</b>')).toEqual([
      { kind: 'text', text: 'clic' },
      { kind: 'text', text: ' <b>x</b>' },
    ]);
    expect(parseRichInline('[mail](//evil.example)')).toEqual([{ kind: 'text', text: 'mail' }]);
  });

  it.each([
    ['/page/faq', true],
    ['https://help.example/fr', true],
    ['mailto:care@escapade.example', true],
    ['//evil.example', false],
    // eslint-disable-next-line no-script-url -- an unsafe target under test
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
  ])('%s is a safe link target: %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });

  it('tells whether a text holds a link, at any depth', () => {
    expect(hasRichLink('**-10 %** ce week-end')).toBe(false);
    expect(hasRichLink('Voir **[les offres](/search)**')).toBe(true);
    expect(hasRichLink('## Titre\n\n- un\n- [deux](/page/faq)')).toBe(true);
  });
});
