-- A stored purchase answer (replayed to a repeated request) in the domain's terms: the customer by its id and the
-- estimated lifetime value in cents. The API makes the wire's global id and dollars from them.
UPDATE "purchases" SET "result" = ("result" - 'customer')
  || jsonb_build_object('customerId', "result"->'customer'->'rawId')
  || CASE WHEN jsonb_typeof("result"->'voucherPurchaseDetails') = 'object' THEN jsonb_build_object('voucherPurchaseDetails',
       (("result"->'voucherPurchaseDetails') - 'estimatedLtv')
       || jsonb_build_object('estimatedLtvCents', round((("result"->'voucherPurchaseDetails'->>'estimatedLtv')::numeric) * 100)::int))
     ELSE '{}'::jsonb END
WHERE jsonb_exists("result", 'customer');
