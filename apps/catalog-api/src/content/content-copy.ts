import { type MarketLanguage as Language } from '@escapade/util-market';
import type { ContentCopy } from './copy/copy-types';
import { SPANISH } from './copy/es';
import { FRENCH } from './copy/fr';
import { ITALIAN } from './copy/it';
import { DUTCH } from './copy/nl';

export { STATIC_PAGE_IDS, type BoxCopy, type ContentCopy, type MarketFacts, type SearchPromoKind, type StaticPageId, type Teaser } from './copy/copy-types';

/**
 * Content copy by market language, one module per language with the same shape: a language
 * missing here, a text missing in a language or a language filed under another's code does not
 * compile.
 */
export const CONTENT_COPY: { readonly [L in Language]: ContentCopy<L> } = {
  fr: FRENCH,
  es: SPANISH,
  it: ITALIAN,
  nl: DUTCH,
};
