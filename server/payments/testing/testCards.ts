import { TEST_CARDS } from '../testGateway';

/**
 * Card numbers no other test purchase has used. A first cleaning is one per
 * card as well as one per mailbox, so tests that buy as different customers
 * each need a card of their own, as real customers have. The test gateway
 * (and the Stripe stand-in) takes a fresh number as a card that pays, or, in
 * the 40000 range with an outcome card's last four, as a card with that
 * outcome (server/payments/testGateway.ts testCardOutcome).
 */
let issued = 0;

/** Digits from the clock, the process and a counter, so runs in separate processes differ too. */
function uniqueDigits(length: number): string {
  issued += 1;
  const digits = `${String(Date.now() % 1e9).padStart(9, '0')}${String(process.pid % 100).padStart(2, '0')}${String(issued % 1000).padStart(3, '0')}`;
  return digits.slice(-length);
}

export function freshTestCard(outcome?: Exclude<keyof typeof TEST_CARDS, 'success' | 'successAmex'>): string {
  if (!outcome) {
    // 42…: never in the 40000 outcome range.
    const body = `42${uniqueDigits(13)}`;
    return body + luhnDigit(body);
  }
  // 40000, unique digits, one digit chosen so the number passes the Luhn check, then the outcome's last four.
  const last4 = TEST_CARDS[outcome].slice(-4);
  const head = `40000${uniqueDigits(6)}`;
  for (let digit = 0; digit < 10; digit += 1) {
    const number = `${head}${digit}${last4}`;
    if (luhnValid(number)) return number;
  }
  throw new Error('unreachable: one of ten digits always completes the Luhn sum');
}

function luhnSum(digits: string, doubleFirstFromRight: boolean): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === (doubleFirstFromRight ? 0 : 1)) digit *= 2;
    sum += digit > 9 ? digit - 9 : digit;
  }
  return sum;
}

const luhnValid = (number: string) => luhnSum(number, false) % 10 === 0;
const luhnDigit = (body: string) => String((10 - (luhnSum(body, true) % 10)) % 10);
