/**
 * The Markdown the CMS writes (static pages, announcement banners, mini-site footers), limited to
 * what those texts use: `##`/`###` headings, paragraphs, `- ` lists, links, `**strong**` and
 * `*emphasis*`. Raw HTML is never interpreted: it stays text, and links only go to site paths,
 * http(s) or mailto addresses.
 */
export type RichInline =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'strong'; readonly children: readonly RichInline[] }
  | { readonly kind: 'em'; readonly children: readonly RichInline[] }
  | { readonly kind: 'link'; readonly href: string; readonly children: readonly RichInline[] };

/** A block of CMS rich text. */
export type RichBlock =
  | { readonly kind: 'heading'; readonly level: 2 | 3; readonly children: readonly RichInline[] }
  | { readonly kind: 'paragraph'; readonly children: readonly RichInline[] }
  | { readonly kind: 'list'; readonly items: readonly (readonly RichInline[])[] };

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|\*(.+?)\*/;

/** Link targets the CMS may use: a site path, an http(s) address or an e-mail address. */
export function isSafeHref(href: string): boolean {
  return /^(\/(?!\/)|https?:\/\/|mailto:)/i.test(href);
}

/** Inline marks of one line: links, strong and emphasis; a link to an unsafe target keeps only its text. */
export function parseRichInline(text: string): RichInline[] {
  const inlines: RichInline[] = [];
  let rest = text;
  while (rest.length > 0) {
    const match = INLINE.exec(rest);
    if (!match) {
      inlines.push({ kind: 'text', text: rest });
      break;
    }
    if (match.index > 0) inlines.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, label, href, strong, em] = match;
    if (label !== undefined && href !== undefined) {
      const children = parseRichInline(label);
      if (isSafeHref(href)) inlines.push({ kind: 'link', href, children });
      else inlines.push(...children);
    } else if (strong !== undefined) {
      inlines.push({ kind: 'strong', children: parseRichInline(strong) });
    } else {
      inlines.push({ kind: 'em', children: parseRichInline(em ?? '') });
    }
    rest = rest.slice(match.index + whole.length);
  }
  return inlines;
}

/** Blocks of a CMS text: blank lines separate them; a block of `- ` lines is a list. */
export function parseRichText(content: string): RichBlock[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block): RichBlock => {
      const heading = /^(#{2,3})\s+(.+)$/.exec(block);
      if (heading) return { kind: 'heading', level: heading[1].length === 2 ? 2 : 3, children: parseRichInline(heading[2]) };
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith('- '))) return { kind: 'list', items: lines.map((line) => parseRichInline(line.slice(2))) };
      return { kind: 'paragraph', children: parseRichInline(lines.join(' ')) };
    });
}

function inlinesHaveLink(inlines: readonly RichInline[]): boolean {
  return inlines.some((inline) => inline.kind === 'link' || (inline.kind !== 'text' && inlinesHaveLink(inline.children)));
}

/** Whether CMS rich text holds a link: a banner that links somewhere cannot wrap another link. */
export function hasRichLink(content: string): boolean {
  return parseRichText(content).some((block) => inlinesHaveLink(block.kind === 'list' ? block.items.flat() : block.children));
}
