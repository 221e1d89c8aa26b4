import { useLandingDiscount } from '@/lib/hooks/useLandingDiscount';
import { formatUsd } from '@/lib/pricing/money';
import { applyLandingDiscount, defaultOption, type PlanOption } from '@/lib/pricing/plans';
import styles from './PriceLadder.module.scss';

/** First-cleaning options with their everyday price struck through; a landing discount lowers each price, floored at $1. */
export function PriceLadder({ options }: { options: readonly PlanOption[] }) {
  const discount = useLandingDiscount();
  const recommended = defaultOption(options);
  return (
    <ul className={styles.ladder}>
      {options.map((option) => {
        const price = applyLandingDiscount(option.priceCents, discount);
        const isRecommended = option === recommended;
        return (
          <li key={option.numHours} className={isRecommended ? styles.recommended : styles.option}>
            {isRecommended ? <p className={styles.badge}>Most popular</p> : null}
            <h3 className={styles.name}>{option.name}</h3>
            <p className={styles.hours}>{option.numHours} hours of cleaning</p>
            <p className={styles.price}>
              <span className={styles.amount} data-testid={`price-${option.numHours}`}>
                {formatUsd(price)}
              </span>{' '}
              <s className={styles.was}>
                <span className="visually-hidden">Usually </span>
                {formatUsd(option.undiscountedPriceCents)}
              </s>
            </p>
            <p className={styles.description}>{option.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
