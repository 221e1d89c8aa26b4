import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { loadSession, PLAN_CHOICES, saveSession, sessionSnapshot, subscribeSession, type CheckoutSession, type PlanChoice } from '@/lib/checkout/session';
import { allowedStep, parseStep, presetHours, STEP_NAMES, urlWithStep, type Step } from '@/lib/checkout/steps';
import { GetPlanDocument, type GetPlanQuery } from '@/lib/graphql/generated/graphql';
import { networkMessage, runQuery } from '@/lib/graphql/lazy';
import { parseDiscountCents } from '@/lib/landing/params';
import { zeroVouchersFlagged } from '@/lib/deals/scarcity';
import { AppLink } from '../AppLink';
import { FormMessage } from '../Form';
import { CheckoutProgress } from './CheckoutProgress';
import { StepEmailLead } from './StepEmailLead';
import { StepPayment } from './StepPayment';
import { StepTerms } from './StepTerms';
import styles from './Checkout.module.scss';

export type CheckoutPlan = NonNullable<GetPlanQuery['plan']>;

type PlanLoad = { key: string; plan: CheckoutPlan | null; failure: string | null };

const serverSnapshot = () => null;
const noSubscription = () => () => undefined;
const notSoldOut = () => false;

/**
 * The 3-step purchase flow (spec §2): /checkout?step=N&pre_hours=H. The step
 * in the URL is corrected in place (no reload) when its requirements are not
 * met. Progress lives in sessionStorage; card data never does.
 */
export function Checkout() {
  const router = useRouter();
  const stored = useSyncExternalStore(subscribeSession, sessionSnapshot, serverSnapshot);
  // The deals view flagged that no vouchers are left (spec §9 zero-vouchers flag).
  const soldOut = useSyncExternalStore(noSubscription, zeroVouchersFlagged, notSoldOut);
  // Nothing is known until the query string is (static pages get it after hydration).
  const session = router.isReady ? stored : null;
  const [load, setLoad] = useState<PlanLoad | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const update = useCallback((patch: Partial<CheckoutSession>) => saveSession({ ...loadSession(), ...patch }), []);

  // The landing parameters choose the plan and discount; a change invalidates the quote.
  const planQuery = router.query.plan;
  const discountQuery = router.query.discount;
  useEffect(() => {
    if (!router.isReady) return;
    const current = loadSession();
    const requested: PlanChoice | null = planQuery === 'membership' || planQuery === 'voucher' ? planQuery : null;
    const next: CheckoutSession = requested && requested !== current.plan ? { ...current, plan: requested, hours: null, quote: null } : { ...current };
    const discountCents = parseDiscountCents(discountQuery);
    if (discountCents !== null && discountCents / 100 !== next.discount) {
      next.discount = discountCents / 100;
      next.quote = null;
    }
    if (JSON.stringify(next) !== JSON.stringify(current)) saveSession(next);
  }, [router.isReady, planQuery, discountQuery]);

  const planKey = session ? PLAN_CHOICES[session.plan] : null;
  useEffect(() => {
    if (!planKey) return;
    let cancelled = false;
    runQuery(GetPlanDocument, { key: planKey })
      .then((data) => !cancelled && setLoad({ key: planKey, plan: data.plan, failure: data.plan ? null : 'This offer is not available right now.' }))
      .catch((error) => !cancelled && setLoad({ key: planKey, plan: null, failure: networkMessage(error) }));
    return () => {
      cancelled = true;
    };
  }, [planKey]);
  const plan = load?.key === planKey ? load.plan : null;
  const failure = load?.key === planKey ? load.failure : null;

  const requested = parseStep(router.query.step);
  const step: Step | null = session
    ? allowedStep(requested, { hours: session.hours, email: session.email, zipcode: session.zipcode, intent: session.quote?.intent ?? null })
    : null;

  // Spec §2: back to the allowed step, changing the URL without a reload. The page is
  // served through a rewrite, so the internal route is the href and the public URL the "as".
  const { replace } = router;
  useEffect(() => {
    if (!router.isReady || step === null || router.query.step === String(step)) return;
    if (step === 1 && router.query.step === undefined) return;
    void replace({ pathname: router.pathname, query: { ...router.query, step: String(step) } }, urlWithStep(router.asPath, step), { shallow: true, scroll: false });
  }, [router.isReady, router.pathname, router.query, router.asPath, step, replace]);

  // Move focus to the new step's heading so keyboard and screen-reader users follow along.
  const previousStep = useRef<Step | null>(null);
  useEffect(() => {
    if (step !== null && previousStep.current !== null && previousStep.current !== step) heading.current?.focus();
    previousStep.current = step;
  }, [step]);

  const goTo = useCallback(
    (next: Step) => router.push({ pathname: router.pathname, query: { ...router.query, step: String(next) } }, urlWithStep(router.asPath, next), { shallow: true }),
    [router],
  );

  const options = plan?.options.map((o) => ({ numHours: o.num_hours })) ?? [];
  const selectedHours = session?.hours ?? (plan ? presetHours(router.query.pre_hours, options) : null);

  return (
    <div className={styles.checkout}>
      <CheckoutProgress step={step ?? 1} />
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {step ? `Step ${step} of 3: ${STEP_NAMES[step]}` : 'Checkout'}
      </h1>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <div className={styles.stepArea}>
      {soldOut && session?.plan === 'voucher' ? (
        <div role="status" className={styles.soldOut}>
          <p>All first-cleaning vouchers have been claimed for now.</p>
          <p>
            <AppLink href="/waitlist">Join the waitlist</AppLink> and we’ll email you when new vouchers are released, or{' '}
            <AppLink href="/checkout?plan=membership">get your first cleaning free with a membership</AppLink>.
          </p>
        </div>
      ) : !session || !plan || step === null ? (
        failure ? null : (
          <p className={styles.loading} role="status">
            Loading your offer…
          </p>
        )
      ) : step === 1 ? (
        <StepTerms
          key={plan.key}
          plan={plan}
          initialHours={selectedHours}
          onContinue={(hours) => {
            update({ hours, quote: session.hours === hours ? session.quote : null });
            void goTo(2);
          }}
        />
      ) : step === 2 ? (
        <StepEmailLead
          plan={plan}
          session={session}
          onBack={() => void goTo(1)}
          onQuoted={(patch) => {
            update(patch);
            void goTo(3);
          }}
        />
      ) : (
        <StepPayment plan={plan} session={session} onBack={() => void goTo(2)} />
      )}
      </div>
    </div>
  );
}
