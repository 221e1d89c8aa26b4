import { createContext, createElement, useContext, type ReactNode } from 'react';
import { grantedOptions, type PageOffer } from '@/lib/rules/planFigures';
import type { PlanOption } from '@/lib/rules/plans';

/**
 * What the page offers its visitor (lib/rules/planFigures.ts), decided on the
 * server for this page variant and carried in its data: the prices and plan
 * figures in the first HTML are the ones after hydration, and the ones
 * checkout and the quote charge. Nothing here asks the browser what it was
 * granted.
 */
const OfferContext = createContext<PageOffer | null>(null);

export function OfferProvider({ offer, children }: { offer: PageOffer | null; children: ReactNode }) {
  return createElement(OfferContext.Provider, { value: offer }, children);
}

/** The page's offer; null outside a brand page (the studio, tests of a lone component). */
export const usePageOffer = (): PageOffer | null => useContext(OfferContext);

/** The offered plan's first-cleaning options at this visit's prices (the grant taken off); empty without an offer. */
export function useOfferedOptions(): PlanOption[] {
  const offer = usePageOffer();
  return offer ? grantedOptions(offer.plan, offer.grantCents) : [];
}
