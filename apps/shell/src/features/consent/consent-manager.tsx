import { lazy, Suspense, useEffect } from 'react';
import { campaignFromQuery, useConsent } from '@escapade/app-providers/consent';
import { ConsentBanner } from './consent-banner';

/** The settings dialog, purpose by purpose: its code comes when it is first opened. */
const ConsentSettings = lazy(() => import('./consent-settings'));

export interface ConsentManagerProps {
  settingsOpen: boolean;
  onSettingsOpen: () => void;
  onSettingsClose: () => void;
}

/**
 * The consent question and settings, loaded after the page's first render (its code is not part of
 * the page's start). A visit that arrives with campaign parameters starts the page's tracker at once,
 * so it notes them (in memory until marketing attribution is allowed); otherwise the tracker comes
 * with the first page that tracks something.
 */
export default function ConsentManager({ settingsOpen, onSettingsOpen, onSettingsClose }: ConsentManagerProps) {
  const choice = useConsent();
  useEffect(() => {
    if (Object.keys(campaignFromQuery(window.location.search)).length === 0) return;
    import('./start-tracker').then(({ startTracker }) => startTracker()).catch(() => undefined);
  }, []);
  return (
    <>
      {choice === null && !settingsOpen ? <ConsentBanner onChoose={onSettingsOpen} /> : null}
      {settingsOpen ? (
        <Suspense fallback={null}>
          <ConsentSettings open onClose={onSettingsClose} />
        </Suspense>
      ) : null}
    </>
  );
}
