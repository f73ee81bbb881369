import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { MessagesScope } from '@escapade/i18n';
import { DropdownPanel, RadioGroup, Stepper } from '@escapade/ui';
import { MAX_GIFT_NIGHTS, MIN_GIFT_NIGHTS, TRAVELLER_BOUNDS, type GiftFormat, type GiftOptions } from '@escapade/util-criteria';
import { giftFormatMessages, giftOptionsMessages } from './gift-options-messages';
import { loadGiftOptionsMessages } from './messages/load-gift-options-messages';
import { TriggerText } from './trigger-text';
import styles from './search-box.module.css';

export interface GiftOptionsFieldProps {
  readonly options: GiftOptions;
  /** The formats the market sells: physical only where its toggle allows it. */
  readonly formats: readonly GiftFormat[];
  readonly onChange: (options: GiftOptions) => void;
}

/** The field's trigger, in the room of two fields (and the stand-in of the same size while its texts load). */
const TRIGGER_CLASS = `${styles.trigger} ${styles.giftTrigger}`;

/**
 * The gift's nights, voucher format and people, under a dropdown: what a gift search is for in
 * place of stay dates and travellers (the beneficiary picks the dates later). Bounds come from
 * util-criteria; the texts are the feature's own catalog, fetched the first time the field shows
 * (an empty field of the same size stands in meanwhile).
 */
export function GiftOptionsField(props: GiftOptionsFieldProps) {
  return (
    <Suspense fallback={<span className={TRIGGER_CLASS} aria-hidden />}>
      <MessagesScope load={loadGiftOptionsMessages}>
        <GiftOptionsPanel {...props} />
      </MessagesScope>
    </Suspense>
  );
}

function GiftOptionsPanel({ options, formats, onChange }: GiftOptionsFieldProps) {
  const intl = useIntl();
  const change = (part: Partial<GiftOptions>) => onChange({ ...options, ...part });
  return (
    <DropdownPanel
      className={TRIGGER_CLASS}
      panelClassName={styles.panel}
      label={
        <TriggerText
          wrap
          label={intl.formatMessage(giftOptionsMessages.label)}
          value={intl.formatMessage(giftOptionsMessages.summary, { nights: options.giftNights, format: options.giftFormat, people: options.giftAdults })}
        />
      }
    >
      <div className={styles.giftOptions}>
        <Stepper
          label={intl.formatMessage(giftOptionsMessages.nights)}
          description={intl.formatMessage(giftOptionsMessages.nightsHelp, { min: MIN_GIFT_NIGHTS, max: MAX_GIFT_NIGHTS })}
          value={options.giftNights}
          min={MIN_GIFT_NIGHTS}
          max={MAX_GIFT_NIGHTS}
          onChange={(giftNights) => change({ giftNights })}
        />
        <RadioGroup
          legend={intl.formatMessage(giftOptionsMessages.format)}
          options={formats.map((format) => ({
            value: format,
            label: intl.formatMessage(giftFormatMessages[format]),
            description: intl.formatMessage(giftFormatMessages[`${format}Help`]),
          }))}
          value={options.giftFormat}
          onChange={(value) => {
            const giftFormat = formats.find((format) => format === value);
            if (giftFormat) change({ giftFormat });
          }}
        />
        <Stepper
          label={intl.formatMessage(giftOptionsMessages.people)}
          description={intl.formatMessage(giftOptionsMessages.peopleHelp, TRAVELLER_BOUNDS.adult)}
          value={options.giftAdults}
          min={TRAVELLER_BOUNDS.adult.min}
          max={TRAVELLER_BOUNDS.adult.max}
          onChange={(giftAdults) => change({ giftAdults })}
        />
      </div>
    </DropdownPanel>
  );
}
