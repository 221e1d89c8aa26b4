import { STEP_NAMES, type Step } from '@/lib/rules/checkoutSteps';
import styles from './Checkout.module.scss';

export function CheckoutProgress({ step }: { step: Step }) {
  return (
    <ol className={styles.progress} aria-label="Checkout progress">
      {([1, 2, 3] as const).map((n) => (
        <li key={n} className={n === step ? styles.current : n < step ? styles.done : styles.todo} aria-current={n === step ? 'step' : undefined}>
          <span className={styles.stepNumber}>{n}</span> {STEP_NAMES[n]}
        </li>
      ))}
    </ol>
  );
}
