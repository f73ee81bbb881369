import { useMemo, type ReactNode } from 'react';
import { CmsLink } from './cms-link';
import { parseRichText, type RichBlock, type RichInline } from './rich-text';

function inlineElements(inlines: readonly RichInline[]): ReactNode[] {
  return inlines.map((inline, index) => {
    if (inline.kind === 'text') return inline.text;
    if (inline.kind === 'strong') return <strong key={index}>{inlineElements(inline.children)}</strong>;
    if (inline.kind === 'em') return <em key={index}>{inlineElements(inline.children)}</em>;
    return (
      <CmsLink key={index} href={inline.href}>
        {inlineElements(inline.children)}
      </CmsLink>
    );
  });
}

function blockElement(block: RichBlock, index: number): ReactNode {
  if (block.kind === 'heading') return block.level === 2 ? <h2 key={index}>{inlineElements(block.children)}</h2> : <h3 key={index}>{inlineElements(block.children)}</h3>;
  if (block.kind === 'paragraph') return <p key={index}>{inlineElements(block.children)}</p>;
  return (
    <ul key={index}>
      {block.items.map((item, itemIndex) => (
        <li key={itemIndex}>{inlineElements(item)}</li>
      ))}
    </ul>
  );
}

export interface RichTextViewProps {
  /** The CMS's Markdown. */
  content: string;
  /** Render one line of inline text only (a banner), without block elements. */
  inline?: boolean;
}

/** CMS Markdown as React elements (never as HTML), site links through the router. */
export function RichTextView({ content, inline = false }: RichTextViewProps) {
  const blocks = useMemo(() => parseRichText(content), [content]);
  if (inline) return <>{inlineElements(blocks.flatMap((block) => (block.kind === 'list' ? block.items.flat() : block.children)))}</>;
  return <>{blocks.map(blockElement)}</>;
}
