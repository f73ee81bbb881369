import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@escapade/ui';
import { clearRemoteOverrides } from './accept-overrides';
import type { RemoteEntries } from './manifest';
import styles from './remote-override-banner.module.css';

export interface RemoteOverrideBannerProps {
  /** The remotes this tab loads from a preview build, with the address of each. */
  overrides: RemoteEntries;
  /** Loads the page again once the overrides are forgotten (the browser's reload; a stand-in in tests). */
  reload?: () => void;
}

/**
 * Says, at the top of every page, which remotes this tab previews from another build and where
 * from, so nobody mistakes a preview for the published site; Reset returns the tab to the published remotes.
 * Loaded only while an override is active.
 */
export default function RemoteOverrideBanner({ overrides, reload = () => window.location.reload() }: RemoteOverrideBannerProps) {
  const titleId = useId();
  const reset = () => {
    clearRemoteOverrides();
    reload();
  };
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>
        <FormattedMessage id="shell.remoteOverride.title" defaultMessage="Preview: this tab loads remotes that are not published" />
      </p>
      <ul className={styles.remotes}>
        {Object.entries(overrides).map(([remote, entry]) => (
          <li key={remote}>
            <FormattedMessage
              id="shell.remoteOverride.remote"
              defaultMessage="{remote} from {entry}"
              values={{ remote: <strong>{remote}</strong>, entry: <code className={styles.entry}>{entry}</code> }}
            />
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" className={styles.reset} onClick={reset}>
        <FormattedMessage id="shell.remoteOverride.reset" defaultMessage="Reset" />
      </Button>
    </section>
  );
}
