import type { CmsBlock } from '@escapade/api-contract';

/** The CMS block of one type, as its component receives it. */
export type CmsBlockOf<T extends CmsBlock['type']> = Extract<CmsBlock, { type: T }>;
