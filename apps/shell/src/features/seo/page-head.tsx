import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useMarket } from '@escapade/i18n';
import { HomeSeo, homeDescription, homeTitle } from './home-seo';

/** Takes over the head a page frame was written with: its tags say what the first page was, not the next one. */
export function useFrameHeadTakeover(): void {
  useEffect(() => {
    for (const element of document.head.querySelectorAll('[data-frame-head]')) element.remove();
  }, []);
}

/** The home's head tags in the browser, on the visitor's own host family (rendered once the page is hydrated). */
export function HomeHead() {
  const intl = useIntl();
  const market = useMarket();
  return <HomeSeo market={market} location={window.location} title={homeTitle(intl)} description={homeDescription(intl)} />;
}
