/**
 * Sales tax on a price (spec §3 salesTaxRate): rates are kept in basis points
 * (1 bp = 0.01 %) and the tax is rounded to the cent once, the same way for
 * the quote that charges it and for any page that shows it beforehand.
 */
export const salesTaxCents = (amountCents: number, bp: number) => Math.round((amountCents * bp) / 10_000);

/** A rate as the API carries it (0.0625) in basis points (625). */
export const basisPoints = (rate: number) => Math.round(rate * 10_000);
