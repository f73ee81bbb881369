import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Info } from 'lucide-react';
import { IconButton } from '@escapade/ui';
import { type LocalTax, touristTaxText } from '@escapade/util-pricing';
import { classNames } from '../internal/class-names';
import { useDescriptorText } from '../internal/descriptor-text';
import { touristTaxMessages } from './tourist-tax-note-messages';
import styles from './tourist-tax-note.module.css';

const loadTouristTaxDialog = () => import('./tourist-tax-dialog');

/** The modal's code is fetched when a visitor first opens it (or points at its button), not with every price. */
const TouristTaxDialog = lazy(loadTouristTaxDialog);

export interface TouristTaxNoteProps {
  /** The hotel's local tax; missing or not paid at the hotel gives the 'not included' line. */
  localTax?: LocalTax | null;
  /** Shows an info button opening the tourist-tax explanation modal. */
  explainable?: boolean;
  className?: string;
}

/** The tax line under a price, so nobody is surprised by a tax to pay at the hotel. */
export function TouristTaxNote({ localTax, explainable = false, className }: TouristTaxNoteProps) {
  const intl = useIntl();
  const text = useDescriptorText();
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const openExplanation = () => {
    setRequested(true);
    setOpen(true);
  };
  return (
    <div className={classNames(styles.root, className)}>
      <span>{text(touristTaxText(localTax, intl.locale))}</span>
      {explainable ? (
        <>
          <IconButton
            size="sm"
            aria-label={intl.formatMessage(touristTaxMessages.explain)}
            aria-haspopup="dialog"
            icon={<Info />}
            onPointerEnter={() => void loadTouristTaxDialog()}
            onClick={openExplanation}
          />
          {requested ? (
            <Suspense fallback={null}>
              <TouristTaxDialog open={open} onClose={() => setOpen(false)} localTax={localTax} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
