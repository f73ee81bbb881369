import { useIntl } from 'react-intl';
import { Badge, Checkbox, RadioGroup } from '@escapade/ui';
import { formatAmount, STANDARD_SUB_ELEMENT, type SubElementId, type SubElementSelection } from '@escapade/util-pricing';
import type { CustomizationCategory } from './gift-setup-rules';
import { giftSetupMessages } from './gift-setup-messages';
import styles from './gift-setup.module.css';

export interface CustomizationFieldsProps {
  readonly categories: readonly CustomizationCategory[];
  readonly selection: SubElementSelection;
  readonly locale: string;
  readonly onToggle: (category: CustomizationCategory, id: SubElementId) => void;
}

/** An option's label: its picture, name, price (or 'Included') and the 'Recommended' badge. */
function OptionLabel({ element, locale }: { readonly element: CustomizationCategory['subElements'][number]; readonly locale: string }) {
  const intl = useIntl();
  const name = element.id === STANDARD_SUB_ELEMENT.id ? intl.formatMessage(giftSetupMessages.standard) : element.name;
  return (
    <span className={styles.option}>
      {element.imageUrl ? <img className={styles.optionImage} src={element.imageUrl} alt="" width={60} height={40} loading="lazy" /> : null}
      <span className={styles.optionName}>{name}</span>
      <span className={styles.optionPrice}>
        {element.price === 0 ? intl.formatMessage(giftSetupMessages.included) : intl.formatMessage(giftSetupMessages.extraPrice, { amount: formatAmount(element.price, locale) })}
      </span>
      {element.recommended ? (
        <Badge tone="accent" size="sm">
          {intl.formatMessage(giftSetupMessages.recommended)}
        </Badge>
      ) : null}
    </span>
  );
}

/**
 * The gift's customization (product-side.md section 5): each category a group of radios (single
 * selection) or checkboxes (several), with its description, pictures, prices and recommendations.
 */
export function CustomizationFields({ categories, selection, locale, onToggle }: CustomizationFieldsProps) {
  return (
    <>
      {categories.map((category) => {
        const chosen = selection[category.id] ?? [];
        if (category.singleSelection) {
          return (
            <div key={category.id} className={styles.category}>
              <RadioGroup
                legend={category.name}
                name={`subElements-${category.id}`}
                value={chosen.length > 0 ? String(chosen[0]) : ''}
                options={category.subElements.map((element) => ({ value: String(element.id), label: <OptionLabel element={element} locale={locale} /> }))}
                onChange={(value) => {
                  const element = category.subElements.find((candidate) => String(candidate.id) === value);
                  if (element) onToggle(category, element.id);
                }}
              />
              <p className={styles.muted}>{category.description}</p>
            </div>
          );
        }
        return (
          <fieldset key={category.id} className={styles.category} aria-describedby={`gift-category-${category.id}`}>
            <legend className={styles.legend}>{category.name}</legend>
            <p id={`gift-category-${category.id}`} className={styles.muted}>
              {category.description}
            </p>
            {category.subElements.map((element) => (
              <Checkbox
                key={element.id}
                name={`subElements-${category.id}`}
                value={String(element.id)}
                checked={chosen.includes(element.id)}
                onChange={() => onToggle(category, element.id)}
                label={<OptionLabel element={element} locale={locale} />}
              />
            ))}
          </fieldset>
        );
      })}
    </>
  );
}
