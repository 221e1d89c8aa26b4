import { formatUsd } from '@/lib/rules/money';
import { defaultOption, type PlanOption } from '@/lib/rules/plans';
import styles from './PriceLadder.module.scss';

export interface LadderSelection {
  name: string;
  legend: string;
  selected: number | null;
  onSelect(numHours: number): void;
  /** Hours that are sold out right now. */
  unavailable?: ReadonlySet<number>;
}

/**
 * First-cleaning options at the prices the visitor pays (the offer's, grant
 * included), with their everyday price struck through. With `selection` the
 * cards are a radio group.
 */
export function PriceLadder({ options, selection }: { options: readonly PlanOption[]; selection?: LadderSelection }) {
  const recommended = defaultOption(options);
  const cards = options.map((option) => {
    const price = option.priceCents;
    const isRecommended = option === recommended;
    const soldOut = selection?.unavailable?.has(option.numHours) ?? false;
    const body = (
      <>
        {isRecommended ? <span className={styles.badge}>Most popular</span> : null}
        <span className={styles.body}>
          <span className={styles.name}>{option.name}</span>
          <span className={styles.hours}>{option.numHours} hours of cleaning</span>
          <span className={styles.price}>
            <span className={styles.amount} data-testid={`price-${option.numHours}`}>
              {formatUsd(price)}
            </span>{' '}
            <s className={styles.was}>
              <span className="visually-hidden">Usually </span>
              {formatUsd(option.undiscountedPriceCents)}
            </s>
          </span>
          <span className={styles.description}>{soldOut ? 'Sold out for now' : option.description}</span>
        </span>
      </>
    );
    const isSelected = selection?.selected === option.numHours;
    const className = [isRecommended ? styles.recommended : styles.option, isSelected ? styles.selected : ''].join(' ').trim();
    return (
      <li key={option.numHours} className={className}>
        {selection ? (
          <label className={soldOut ? styles.soldOut : styles.choice}>
            <input
              type="radio"
              name={selection.name}
              value={option.numHours}
              checked={selection.selected === option.numHours}
              disabled={soldOut}
              onChange={() => selection.onSelect(option.numHours)}
              className={styles.radio}
            />
            {body}
          </label>
        ) : (
          body
        )}
      </li>
    );
  });

  if (!selection) {
    return (
      <div className={styles.frame}>
        <ul className={styles.ladder}>{cards}</ul>
      </div>
    );
  }
  return (
    <fieldset className={styles.fieldset}>
      <legend className="visually-hidden">{selection.legend}</legend>
      <div className={styles.frame}>
        <ul className={styles.ladder}>{cards}</ul>
      </div>
    </fieldset>
  );
}
