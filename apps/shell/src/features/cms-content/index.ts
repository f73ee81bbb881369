export { CmsLink, type CmsLinkProps } from './cms-link';
export { hasRichLink, isSafeHref, parseRichInline, parseRichText, type RichBlock, type RichInline } from './rich-text';
export { RichTextView, type RichTextViewProps } from './rich-text-view';
export { usePageTitle } from './use-page-title';
export { usePageDescription } from './use-page-description';
export { default as cmsPageStyles } from './cms-page.module.css';
export { ContentLoadError } from './content-load-error';
export { ContentPageSkeleton, type ContentPageSkeletonProps } from './content-page-skeleton';
