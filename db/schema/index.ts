/**
 * Commerce data (DESIGN §1). Money is integer cents; rates are basis points
 * (1 bp = 0.01%) so nothing is stored as a float.
 *
 * One file per domain; everything else imports the tables from here (`@/db/schema`).
 */
export * from './catalogue';
export * from './sales';
export * from './customers';
export * from './bookings';
export * from './marketing';
export * from './studio';
export * from './content';
export * from './support';
