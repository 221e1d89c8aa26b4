import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { loadCheckoutSetup } from '@/lib/commerce/api';
import { failureMessage } from '@/lib/commerce/failure';
import { loadSession, saveSession, sessionSnapshot, subscribeSession, type CheckoutSession, type PlanChoice } from '@/lib/commerce/checkoutSession';
import { NO_GRANT, TEST_PAYMENTS, type CheckoutPlan, type LateChangePolicy, type PaymentConfig, type VisitGrant } from '@/lib/commerce/types';
import { allowedStep, correctedHours, parseStep, presetHours, STEP_NAMES, urlWithStep, type Step } from '@/lib/rules/checkoutSteps';
import { reportBrowserError } from '@/lib/platform/errors/browser';
import { firstValue } from '@/lib/platform/query';
import { zeroVouchersFlagged } from '@/lib/growth/scarcity';
import { AppLink } from '../AppLink';
import { FormMessage } from '../Form';
import { CheckoutProgress } from './CheckoutProgress';
import { OrderSummary } from './OrderSummary';
import { StepTerms } from './StepTerms';
import styles from './Checkout.module.scss';

// Steps 2 and 3 (the quote, the payment and their commerce calls) load when the visitor gets there, not with the page.
const LoadingStep = () => (
  <p className={styles.loading} role="status">
    Loading…
  </p>
);
const StepEmailLead = dynamic(() => import('./StepEmailLead').then((m) => m.StepEmailLead), { ssr: false, loading: LoadingStep });
const StepPayment = dynamic(() => import('./StepPayment').then((m) => m.StepPayment), { ssr: false, loading: LoadingStep });

type PlanLoad = {
  key: string;
  plan: CheckoutPlan | null;
  grant: VisitGrant;
  payments: PaymentConfig;
  lateChange: LateChangePolicy | null;
  failure: string | null;
};

const serverSnapshot = () => null;
const noSubscription = () => () => undefined;
const notSoldOut = () => false;

/** The plan, grant, payment settings and late-change policy the server offers this visit for the chosen kind. */
function useCheckoutSetup(planKey: PlanChoice | null) {
  const [load, setLoad] = useState<PlanLoad | null>(null);
  useEffect(() => {
    if (!planKey) return;
    let cancelled = false;
    loadCheckoutSetup(planKey)
      .then(
        ({ plan, grant, payments, lateChange }) =>
          !cancelled && setLoad({ key: planKey, plan, grant, payments, lateChange, failure: plan ? null : 'This offer is not available right now.' }),
      )
      .catch(
        (error) =>
          !cancelled && setLoad({ key: planKey, plan: null, grant: NO_GRANT, payments: TEST_PAYMENTS, lateChange: null, failure: failureMessage(error) }),
      );
    return () => {
      cancelled = true;
    };
  }, [planKey]);
  return {
    plan: load?.key === planKey ? load.plan : null,
    grant: load?.grant ?? NO_GRANT,
    lateChange: load?.lateChange ?? null,
    payments: load?.payments ?? TEST_PAYMENTS,
    failure: load?.key === planKey ? load.failure : null,
  };
}

/**
 * Spec §2: back to the allowed step, changing the URL without a reload. The page is served through a rewrite, so the
 * internal route is the href and the public URL the "as". Focus follows to the new step's heading, so keyboard and
 * screen-reader users follow along.
 */
function useStepInUrl(step: Step | null, heading: RefObject<HTMLHeadingElement | null>) {
  const router = useRouter();
  const { replace } = router;
  useEffect(() => {
    if (!router.isReady || step === null || router.query.step === String(step)) return;
    if (step === 1 && router.query.step === undefined) return;
    void replace({ pathname: router.pathname, query: { ...router.query, step: String(step) } }, urlWithStep(router.asPath, step), {
      shallow: true,
      scroll: false,
    });
  }, [router.isReady, router.pathname, router.query, router.asPath, step, replace]);

  const previousStep = useRef<Step | null>(null);
  useEffect(() => {
    if (step !== null && previousStep.current !== null && previousStep.current !== step) heading.current?.focus();
    previousStep.current = step;
  }, [step, heading]);
}

/**
 * Spec §4: hours asked for on arrival win over remembered ones; remembered hours the plan does not offer fall back to
 * its first option. pre_hours counts once per page visit: a choice made since then (the URL catches up a moment later)
 * stands.
 */
function useHoursOnArrival(plan: CheckoutPlan | null, rememberedHours: number | null, update: (patch: Partial<CheckoutSession>) => void) {
  const preHours = useRouter().query.pre_hours;
  const consumedPreHours = useRef<string | null>(null);
  useEffect(() => {
    if (!plan) return;
    const asked = firstValue(preHours);
    const correction = correctedHours(asked === consumedPreHours.current ? undefined : asked, rememberedHours, plan.options);
    consumedPreHours.current = asked;
    if (!correction) return;
    update({ hours: correction.hours, quote: null });
    if (correction.reason === 'no_matching_option') reportBrowserError('No selected voucher found', { context: { plan: plan.key, hours: rememberedHours } });
  }, [plan, preHours, rememberedHours, update]);
  return rememberedHours ?? (plan ? presetHours(preHours, plan.options) : null);
}

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
  // The hours being chosen in step 1, for the order summary beside it.
  const [picked, setPicked] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const update = useCallback((patch: Partial<CheckoutSession>) => saveSession({ ...loadSession(), ...patch }), []);

  // The offer kind comes from the URL (the voucher picker or the membership link). What it costs is the server's:
  // the plan and the discount the visit was shown (its signed offer), loaded below; the browser carries no landing.
  const planQuery = router.isReady ? router.query.plan : undefined;
  useEffect(() => {
    const current = loadSession();
    const requested: PlanChoice | null = planQuery === 'membership' || planQuery === 'voucher' ? planQuery : null;
    if (requested && requested !== current.plan) saveSession({ ...current, plan: requested, hours: null, quote: null });
  }, [planQuery]);
  const { plan, grant, lateChange, payments, failure } = useCheckoutSetup(session?.plan ?? null);

  const step: Step | null = session
    ? allowedStep(parseStep(router.query.step), { hours: session.hours, email: session.email, zipcode: session.zipcode, intent: session.quote?.intent ?? null })
    : null;
  useStepInUrl(step, heading);

  // pre_hours was applied on arrival; moving between steps leaves it behind so a reload cannot undo a later choice.
  const goTo = useCallback(
    (next: Step) => {
      const query = { ...router.query };
      delete query.pre_hours;
      return router.push({ pathname: router.pathname, query: { ...query, step: String(next) } }, urlWithStep(router.asPath, next, ['pre_hours']), {
        shallow: true,
      });
    },
    [router],
  );
  const selectedHours = useHoursOnArrival(plan, session?.hours ?? null, update);
  const soldOutNow = soldOut && session?.plan === 'voucher';
  const ready = session && plan && lateChange && step !== null ? { session, plan, lateChange, step } : null;
  // The payment step shows the server's quote in its own summary, which its stylesheet places beside the form.
  const summary =
    ready && ready.step < 3 && !soldOutNow ? (
      <OrderSummary plan={ready.plan} grant={grant} lateChange={ready.lateChange} hours={ready.step === 1 ? (picked ?? selectedHours) : ready.session.hours} />
    ) : null;

  return (
    <div className={styles.checkout}>
      <CheckoutProgress step={step ?? 1} />
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {step ? `Step ${step} of 3: ${STEP_NAMES[step]}` : 'Checkout'}
      </h1>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <div className={step === 3 ? styles.paymentLayout : styles.layout}>
        <div className={styles.stepArea}>
          {soldOutNow ? (
            <SoldOut />
          ) : ready ? (
            <CurrentStep
              {...ready}
              grant={grant}
              payments={payments}
              selectedHours={selectedHours}
              onPick={setPicked}
              update={update}
              goTo={(next) => void goTo(next)}
            />
          ) : failure ? null : (
            <p className={styles.loading} role="status">
              Loading your offer…
            </p>
          )}
        </div>
        {summary}
      </div>
    </div>
  );
}

function SoldOut() {
  return (
    <div role="status" className={styles.soldOut}>
      <p>All first-cleaning vouchers have been claimed for now.</p>
      <p>
        <AppLink href="/waitlist">Join the waitlist</AppLink> and we’ll email you when new vouchers are released, or{' '}
        <AppLink href="/checkout?plan=membership">get your first cleaning free with a membership</AppLink>.
      </p>
    </div>
  );
}

/** The step the visitor is on, with what it needs and where each of its buttons leads. */
function CurrentStep({
  step,
  session,
  plan,
  grant,
  lateChange,
  payments,
  selectedHours,
  onPick,
  update,
  goTo,
}: {
  step: Step;
  session: CheckoutSession;
  plan: CheckoutPlan;
  grant: VisitGrant;
  lateChange: LateChangePolicy;
  payments: PaymentConfig;
  selectedHours: number | null;
  onPick: (hours: number | null) => void;
  update: (patch: Partial<CheckoutSession>) => void;
  goTo: (step: Step) => void;
}) {
  if (step === 1)
    return (
      <StepTerms
        key={`${plan.key}:${selectedHours}`}
        plan={plan}
        grant={grant}
        lateChange={lateChange}
        initialHours={selectedHours}
        onPick={onPick}
        onContinue={(hours) => {
          update({ hours, quote: session.hours === hours ? session.quote : null });
          goTo(2);
        }}
      />
    );
  if (step === 2)
    return (
      <StepEmailLead
        plan={plan}
        session={session}
        onBack={() => goTo(1)}
        onQuoted={(patch) => {
          update(patch);
          goTo(3);
        }}
      />
    );
  return <StepPayment plan={plan} session={session} payments={payments} onBack={() => goTo(2)} />;
}
