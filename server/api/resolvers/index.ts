import { GraphQLError } from 'graphql';
import type { Resolvers } from '../generated/resolvers';
import { availableVouchers, findPlan } from '../../domain/catalogue';
import { joinWaitlist, postPurchaseSurvey, referral, registerLead, surveySourcesFor } from '../../domain/engagement';
import { parseStateOverride } from '@/lib/rules/landing/params';
import { estimateLocation } from '../../domain/location';
import { quoteAndCreateIntent } from '../../domain/pricing';
import { recordPayment } from '../../domain/funnelPayments';
import { purchase } from '../../domain/purchases';
import { lookupZip, regionForZip, taxRate } from '../../domain/regions';
import { InvalidCursorError, reviewPage, US_CENTRE } from '../../domain/reviews';
import { discountSource, landingDiscount } from '../../offer/grants';
import { NO_ASK, type LandingAsk } from '@/lib/rules/landing/ask';
import { lateChangePolicy } from '../../domain/lateChangePolicy';
import { discountCentsFromDollars } from '@/lib/rules/discount';
import { serverEnv } from '@/server/platform/env';
import { paymentConfig } from '@/server/site/paymentConfig';
import type { GraphQLContext } from '../context';
import { customerAccount } from '../../domain/customerAccount';
import { bookCleaning, bookingAvailability, type OpenDay } from '../../domain/bookings';
import { bookingChangeFee, changeBooking } from '../../domain/bookingChanges';
import { cancelMembership, membershipCancellation } from '../../domain/membershipBilling';
import { membershipPausePlan, pauseMembership, resumeMembership } from '../../domain/membershipPause';
import { updateCardOnFile } from '../../domain/cardOnFile';
import { cleaningToRate, rateCleaning } from '../../domain/cleaningRatings';
import { toCents, toDollars } from '@/lib/rules/money';
import { bookMemberCleaning, memberCleaningOffer } from '../../domain/memberCleanings';
import { byTypename, globalIdNumber, wireAccount, wireLocation, wirePurchase, wirePlan, wireQuote, wireRefusal, wireStock } from './wire';

/** Thin resolvers: argument plumbing only; rules live in server/domain. */

const purchaseFacts = (ctx: GraphQLContext) => ({
  gateway: ctx.payments,
  clientKey: ctx.clientKey,
  offers: ctx.offers,
  brandKey: ctx.brandKey,
  now: ctx.now(),
  referralCode: ctx.referralCode,
  email: ctx.email,
  emailBrand: ctx.emailBrand,
});

/** Open days with each window's late-change fee in dollars, as the API carries money. */
const daysInDollars = (days: OpenDay[]) =>
  days.map(({ windows, ...day }) => ({
    ...day,
    windows: windows.map(({ lateChangeFeeCents, ...window }) => ({ ...window, lateChangeFee: toDollars(lateChangeFeeCents) })),
  }));

/** A change's outcome with the fee it charged in dollars, as the API carries money. */
const feeInDollars = <T extends { feeChargedCents: number }>({ feeChargedCents, ...outcome }: T) => ({ ...outcome, feeCharged: toDollars(feeChargedCents) });

/** What a landing's ask is granted now, and its source's name. */
async function grantView(ctx: GraphQLContext, ask: LandingAsk) {
  const grant = await landingDiscount(await ctx.db(), ctx.offers, {
    brandKey: ctx.brandKey,
    campaignId: ask.campaignId,
    adGroupId: ask.adGroupId,
    requestedCents: ask.askCents,
    now: ctx.now(),
  });
  const source =
    grant.cents > 0 ? await discountSource(ctx.offers, { campaignId: grant.campaignId, adGroupId: grant.campaignId ? null : ask.adGroupId }) : null;
  return { campaignId: grant.campaignId, discount: toDollars(grant.cents), source };
}

export const resolvers: Resolvers = {
  Query: {
    async serviceRegionPrices(_root, { zipcode }, ctx) {
      // Experiments triggered by a zipcode (first_cleaning_free_v1's trigger type) count the visitor as exposed now.
      void ctx.zipcodeEntered().catch(() => undefined);
      const found = await regionForZip(await ctx.db(), zipcode);
      if (found.kind !== 'found') return wireRefusal(found);
      return {
        __typename: 'ServiceRegionPrices',
        zipcode: found.place.zipcode,
        rate: toDollars(found.region.rateCents),
        higherRate: toDollars(found.region.higherRateCents),
        salesTaxRate: taxRate(found.region.salesTaxBp),
        arl: found.region.arl,
      };
    },

    async serviceRegion(_root, { zipcode }, ctx) {
      const found = await regionForZip(await ctx.db(), zipcode);
      if (found.kind !== 'found') return wireRefusal(found);
      return {
        __typename: 'ServiceRegion',
        zipcode: found.place.zipcode,
        name: found.region.name,
        stateCode: found.region.stateCode,
        numCleaners: found.region.numCleaners,
        numCustomers: found.region.numCustomers,
        arl: found.region.arl,
      };
    },

    async publicReviews(_root, args, ctx) {
      const db = await ctx.db();
      const sort = args.filter?.sort ?? 'RECENT';
      let origin = US_CENTRE;
      if (sort === 'LOCATION_CLOSEST') {
        const place = args.filter?.zipcode ? lookupZip(args.filter.zipcode) : null;
        if (place && 'latitude' in place) origin = place;
        else {
          const estimate = await estimateLocation(db, ctx.geo, parseStateOverride(args.adTracking?.stateOverride), ctx.now());
          if (estimate.latitude !== null && estimate.longitude !== null) origin = { latitude: estimate.latitude, longitude: estimate.longitude };
          else if (estimate.nearbyZipcode) {
            const near = lookupZip(estimate.nearbyZipcode);
            if ('latitude' in near) origin = near;
          }
        }
      }
      try {
        return await reviewPage(db, {
          first: args.first,
          after: args.after,
          last: args.last,
          before: args.before,
          sort,
          minStars: args.filter?.minStars,
          origin,
        });
      } catch (error) {
        if (error instanceof InvalidCursorError) throw new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT' } });
        throw error;
      }
    },

    async estimatedBrowserLocation(_root, { adTracking }, ctx) {
      return wireLocation(await estimateLocation(await ctx.db(), ctx.geo, parseStateOverride(adTracking?.stateOverride), ctx.now()));
    },

    async availableVouchers(_root, _args, ctx) {
      return wireStock(await availableVouchers(await ctx.db()));
    },

    async plan(_root, { key }, ctx) {
      const found = await findPlan(await ctx.db(), key);
      return found ? (wirePlan(found) as never) : null;
    },

    async offeredPlan(_root, { kind }, ctx) {
      const offered = await ctx.offeredPlans();
      const found = await findPlan(await ctx.db(), kind === 'MEMBERSHIP' ? offered.membership : offered.voucher);
      return found ? (wirePlan(found) as never) : null;
    },

    paymentProvider() {
      const config = paymentConfig(serverEnv());
      return config.provider === 'stripe'
        ? { name: 'stripe', publishableKey: config.publishableKey, jsUrl: config.jsUrl }
        : { name: 'test', publishableKey: null, jsUrl: null };
    },

    async landingOffer(_root, args, ctx) {
      const askCents = args.discount === null || args.discount === undefined ? null : (discountCentsFromDollars(args.discount) ?? 0);
      return grantView(ctx, { campaignId: args.campaignId ?? null, adGroupId: args.adGroupId ?? null, askCents });
    },

    async visitOffer(_root, _args, ctx) {
      return grantView(ctx, ctx.visitOffer ?? NO_ASK);
    },

    async surveySources(_root, { subscription }, ctx) {
      return surveySourcesFor(await ctx.db(), ctx.brandKey, subscription ?? false);
    },

    async referral(_root, { code }, ctx) {
      return referral(await ctx.db(), code);
    },

    async lmcPolicy(_root, _args, ctx) {
      const policy = await lateChangePolicy(await ctx.db());
      return { newLmcPolicy: policy.flatFee, lmcHours: policy.hours, lmcFlatFee: toDollars(policy.feeCents) };
    },

    async customerAccount(_root, _args, ctx) {
      const customerId = await ctx.customerId();
      const account = customerId === null ? null : await customerAccount(await ctx.db(), customerId, ctx.now(), ctx.offers);
      return account && wireAccount(account);
    },

    async bookingAvailability(_root, { code, email }, ctx) {
      const answer = await bookingAvailability(await ctx.db(), { code, email, customerId: await ctx.customerId() }, ctx.now());
      if (answer.kind === 'refused') return wireRefusal(answer);
      // Only the schema's fields reach the wire: the domain's `kind` stays behind.
      return { ...answer, __typename: 'BookingAvailability' as const, days: daysInDollars(answer.days) };
    },

    async memberCleaningOffer(_root, { numHours }, ctx) {
      const customerId = await ctx.customerId();
      const offer = customerId === null ? null : await memberCleaningOffer(await ctx.db(), customerId, numHours ?? null, ctx.now());
      if (!offer) return null;
      const { memberRateCents, nonmemberRateCents, salesTaxBp, options, windows, ...rest } = offer;
      return {
        ...rest,
        memberHourlyRate: toDollars(memberRateCents),
        nonmemberHourlyRate: toDollars(nonmemberRateCents),
        salesTaxRate: taxRate(salesTaxBp),
        options: options.map((o) => ({
          numHours: o.numHours,
          price: toDollars(o.priceBeforeTaxCents),
          salesTax: toDollars(o.salesTaxCents),
          total: toDollars(o.totalCents),
          saving: toDollars(o.savingCents),
        })),
        windows: windows ? { ...windows, days: daysInDollars(windows.days) } : null,
      };
    },

    async bookingChangeFee(_root, { code, email }, ctx) {
      const answer = await bookingChangeFee(await ctx.db(), { code, email, customerId: await ctx.customerId() }, ctx.now());
      if (answer.kind === 'refused') return wireRefusal(answer);
      return { __typename: 'BookingChangeFee' as const, fee: toDollars(answer.feeCents), message: answer.message };
    },

    async membershipCancellation(_root, _args, ctx) {
      const customerId = await ctx.customerId();
      const quote = customerId === null ? null : await membershipCancellation(await ctx.db(), customerId, ctx.now());
      if (!quote) return null;
      const { feeCents, ...rest } = quote;
      return { ...rest, fee: toDollars(feeCents) };
    },

    async membershipPause(_root, _args, ctx) {
      const customerId = await ctx.customerId();
      const plan = customerId === null ? null : await membershipPausePlan(await ctx.db(), customerId, ctx.now());
      if (!plan) return null;
      const { dueNowCents, ...rest } = plan;
      return { ...rest, dueNow: toDollars(dueNowCents) };
    },

    async cleaningToRate(_root, { token }, ctx) {
      return cleaningToRate(await ctx.db(), { customerId: await ctx.customerId(), token }, ctx.now());
    },

    async voucherPriceAndIntent(_root, args, ctx) {
      const answer = await quoteAndCreateIntent(await ctx.db(), args, {
        brandKey: ctx.brandKey,
        offered: await ctx.offeredPlans(),
        offers: ctx.offers,
        now: ctx.now(),
        visit: ctx.visitOffer,
        gateway: ctx.payments,
        email: ctx.email,
      });
      return answer.kind === 'quote' ? wireQuote(answer) : wireRefusal(answer);
    },
  },

  Mutation: {
    async purchaseVoucher(_root, { input }, ctx) {
      const db = await ctx.db();
      return wirePurchase(await recordPayment(db, ctx.visit, input.intent, await purchase(db, 'voucher', input, purchaseFacts(ctx))));
    },
    async purchaseSubscription(_root, { input }, ctx) {
      const db = await ctx.db();
      return wirePurchase(await recordPayment(db, ctx.visit, input.intent, await purchase(db, 'subscription', input, purchaseFacts(ctx))));
    },
    async postPurchaseSurvey(_root, { input }, ctx) {
      return postPurchaseSurvey(await ctx.db(), ctx.brandKey, input);
    },
    async joinVoucherWaitlist(_root, { input }, ctx) {
      return joinWaitlist(await ctx.db(), ctx.brandKey, input);
    },
    async bookCleaning(_root, { input }, ctx) {
      const access = { code: input.code, email: input.email, customerId: await ctx.customerId() };
      return bookCleaning(await ctx.db(), access, { date: input.date, window: input.window }, { now: ctx.now(), email: ctx.email, emailBrand: ctx.emailBrand });
    },
    async changeBooking(_root, { input }, ctx) {
      const access = { code: input.code, email: input.email, customerId: await ctx.customerId() };
      const request = {
        action: input.action === 'CANCEL' ? ('cancel' as const) : ('reschedule' as const),
        date: input.date,
        window: input.window,
        expectedFeeCents: toCents(input.expectedFee),
      };
      return feeInDollars(
        await changeBooking(await ctx.db(), access, request, { now: ctx.now(), gateway: ctx.payments, email: ctx.email, emailBrand: ctx.emailBrand }),
      );
    },
    async cancelMembership(_root, { expectedFee }, ctx) {
      const customerId = await ctx.customerId();
      if (customerId === null) return { success: false, message: 'Please sign in to cancel your membership.', feeCharged: 0 };
      return feeInDollars(
        await cancelMembership(await ctx.db(), customerId, toCents(expectedFee), ctx.payments, ctx.now(), { email: ctx.email, emailBrand: ctx.emailBrand }),
      );
    },
    async pauseMembership(_root, { months }, ctx) {
      const customerId = await ctx.customerId();
      if (customerId === null) return { success: false, message: 'Please sign in to pause your membership.', fieldErrors: [] };
      return { ...(await pauseMembership(await ctx.db(), ctx.payments, customerId, months, ctx.now())), fieldErrors: [] };
    },
    async resumeMembership(_root, _args, ctx) {
      const customerId = await ctx.customerId();
      if (customerId === null) return { success: false, message: 'Please sign in to resume your membership.', fieldErrors: [] };
      return { ...(await resumeMembership(await ctx.db(), customerId, ctx.now())), fieldErrors: [] };
    },
    async updatePaymentMethod(_root, { token }, ctx) {
      const customerId = await ctx.customerId();
      if (customerId === null) return { success: false, message: 'Please sign in to update your card.', clientSecret: null };
      const outcome = await updateCardOnFile(await ctx.db(), ctx.payments, customerId, token, { clientKey: ctx.clientKey, now: ctx.now() });
      return {
        success: outcome.status === 'saved',
        message: outcome.message,
        clientSecret: outcome.status === 'action_required' ? outcome.clientSecret : null,
      };
    },
    async rateCleaning(_root, { input }, ctx) {
      const access = { customerId: await ctx.customerId(), token: input.token };
      const named = input.bookingId ?? null;
      const bookingId = named === null ? null : globalIdNumber('Booking', named);
      if (named !== null && bookingId === null) return { success: false, message: 'We could not find that cleaning.', rating: null };
      const request = {
        bookingId,
        stars: input.stars,
        comment: input.comment ?? '',
        sameCleaner: input.sameCleaner ?? false,
        publish: input.publish ?? false,
      };
      return rateCleaning(await ctx.db(), access, request, ctx.now(), ctx.brandKey);
    },
    async bookMemberCleaning(_root, { input }, ctx) {
      const customerId = await ctx.customerId();
      if (customerId === null)
        return {
          success: false,
          message: 'Please sign in to book a cleaning at your member rate.',
          refusal: 'NOT_A_MEMBER',
          booking: null,
          voucherCode: null,
          charged: 0,
        };
      const request = { ...input, expectedTotalCents: toCents(input.expectedTotal) };
      const { chargedCents, ...outcome } = await bookMemberCleaning(await ctx.db(), customerId, request, {
        now: ctx.now(),
        gateway: ctx.payments,
        email: ctx.email,
        emailBrand: ctx.emailBrand,
      });
      return { ...outcome, charged: toDollars(chargedCents) };
    },
    async registerLead(_root, { input }, ctx) {
      void ctx.zipcodeEntered().catch(() => undefined);
      const { leadDetails, ...result } = await registerLead(await ctx.db(), input);
      if (!leadDetails) return { ...result, leadDetails: null };
      const { rateCents, higherRateCents, ...details } = leadDetails;
      return { ...result, leadDetails: { ...details, rate: toDollars(rateCents), higherRate: toDollars(higherRateCents) } };
    },
  },

  Review: { id: (review) => `Review:${review.id}` },
  Booking: { id: (booking) => `Booking:${booking.id}` },
  CleaningToRate: { bookingId: (cleaning) => `Booking:${cleaning.bookingId}` },

  ServiceRegionPricesResult: { __resolveType: byTypename },
  ServiceRegionResult: { __resolveType: byTypename },
  VoucherPriceResult: { __resolveType: byTypename },
  BookingAvailabilityResult: { __resolveType: byTypename },
  BookingChangeFeeResult: { __resolveType: byTypename },
};
