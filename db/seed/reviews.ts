import zipcodes from 'zipcodes';

/**
 * 360 customer reviews across 60 cities, generated from a fixed seed so every
 * fresh database has the same reviews. Dates are relative to seeding time, so
 * "recent" stays recent.
 */

const PLACES = [
  '60614',
  '60657',
  '60622',
  '33301',
  '33304',
  '97211',
  '97214',
  '21231',
  '21224',
  '70116',
  '70130',
  '45202',
  '45208',
  '87106',
  '87107',
  '53202',
  '53207',
  '70802',
  '95125',
  '95112',
  '90026',
  '90404',
  '92103',
  '94110',
  '95816',
  '77008',
  '75206',
  '78704',
  '78209',
  '33131',
  '32801',
  '33606',
  '32204',
  '10024',
  '11215',
  '14222',
  '14607',
  '12203',
  '19125',
  '19103',
  '15232',
  '18102',
  '60540',
  '62704',
  '60505',
  '43206',
  '44113',
  '30306',
  '31401',
  '30901',
  '28203',
  '27601',
  '27701',
  '48226',
  '49503',
  '48104',
  '98103',
  '80205',
  '85004',
  '37203',
];

const FIRST = [
  'Maria',
  'Devon',
  'Priya',
  'James',
  'Aisha',
  'Tom',
  'Lucia',
  'Kevin',
  'Hannah',
  'Marcus',
  'Sofia',
  'Daniel',
  'Grace',
  'Omar',
  'Emily',
  'Jorge',
  'Nina',
  'Chris',
  'Leah',
  'Andre',
  'Rachel',
  'Sam',
  'Mei',
  'Tyler',
  'Fatima',
  'Ben',
  'Carmen',
  'Luke',
  'Zoe',
  'Raj',
];
const LAST = [
  'Garcia',
  'Robinson',
  'Shah',
  'Miller',
  'Khan',
  'Nguyen',
  'Lopez',
  'Brown',
  'Schmidt',
  'Johnson',
  'Rossi',
  'Kim',
  'Okafor',
  'Haddad',
  'Walsh',
  'Ramirez',
  'Petrova',
  'Clark',
  'Cohen',
  'Baptiste',
];

/*
 * Review texts are put together from independent parts — how it went, a concrete detail of the rooms or the visit,
 * the cleaner's first name, the time, and sometimes a closing line — in one to four sentences, so the 360 read like
 * different people. A draw is kept only if no earlier text is a near-duplicate of it (nearDuplicate below); the seed
 * is fixed, so every fresh database has the same reviews.
 */
const CLEANERS = ['Ana', 'Rosa', 'Luis', 'Keisha', 'Olga', 'Tuan', 'Bea', 'Marisol', 'Janelle', 'Ivan', 'Dee', 'Patrice', 'Noor', 'Elena', 'Hector', 'Yolanda'];
const ROOMS = ['kitchen', 'main bathroom', 'guest bath', 'living room', 'bedrooms', 'hallway', 'home office', 'laundry room', 'stairs', 'dining room'];
const HOMES = ['one-bedroom', 'two-bedroom apartment', 'studio', 'three-bedroom house', 'townhouse', 'condo', 'duplex', 'loft'];
// As customers type them (plain hyphens: page data stays ASCII, server/site/asciiHtml.ts).
const WINDOWS = ['8-11am', '9am-noon', '11am-2pm', '1-4pm', '2-5pm'];

const OPENERS: Record<number, string[]> = {
  5: [
    'Absolutely fantastic.',
    'Best cleaning we have had in years.',
    'Could not be happier.',
    'Five stars, easily.',
    'Wow.',
    'Honestly impressed.',
    'Exactly what I hoped for.',
    'This was a gift to myself and worth it.',
    'We will be regulars.',
    'Came home and just stood there smiling.',
  ],
  4: ['Really good clean.', 'Very happy overall.', 'Good value for the price.', 'Solid job.', 'Pleasantly surprised.', 'Nearly perfect.', 'Happy with it.'],
  3: ['Decent, but not perfect.', 'It was fine.', 'Mixed experience.', 'Middle of the road.', 'Okay for a first visit.'],
  2: ['Disappointed this time.', 'Not what I expected.', 'Below what I was promised.', 'Not great.'],
  1: ['Would not book again.', 'Very frustrating.', 'A poor experience from start to finish.'],
};

type Detail = (v: { cleaner: string; room: string; room2: string; home: string; window: string; n: number }) => string;
const DETAILS: Record<number, Detail[]> = {
  5: [
    (v) => `${v.cleaner} got the ${v.room} and the ${v.room2} spotless and even wiped down the baseboards.`,
    (v) => `${v.cleaner} arrived at the start of the ${v.window} window with every supply, and our ${v.home} smelled amazing afterwards.`,
    (v) => `The shower glass in the ${v.room === 'guest bath' ? 'guest bath' : 'main bathroom'} has not looked this clear since we moved in.`,
    (v) => `${v.cleaner} dealt with all the pet hair on the couch without me even asking.`,
    (v) => `We had ${v.n} people coming for dinner and ${v.cleaner} had the ${v.room} ready with time to spare.`,
    (v) => `Our ${v.home} was a disaster after the move and ${v.cleaner} turned it around in one visit.`,
    (v) => `The grout in the ${v.room2 === 'kitchen' ? 'kitchen' : 'bathroom'} is white again. I did not know that was possible.`,
    (v) => `${v.cleaner} asked which rooms mattered most, started with the ${v.room}, and finished everything anyway.`,
    (v) => `The stovetop, the microwave and the inside of the fridge all got done, and ${v.cleaner} left a note about a loose cabinet hinge.`,
    (v) => `Booking took two minutes and ${v.cleaner} knew exactly what to prioritise in a ${v.home}.`,
  ],
  4: [
    (v) => `Everything looked great in the ${v.room}, though the oven was skipped.`,
    (v) => `${v.cleaner} arrived about twenty minutes into the ${v.window} window but worked quickly and carefully.`,
    (v) => `The floors and the ${v.room} were excellent; a few shelves in the ${v.room2} still had dust.`,
    (v) => `${v.cleaner} was friendly and thorough on a first visit to our ${v.home}.`,
    (v) => `The hours went further than I expected in a ${v.home}, but the windowsills were left for next time.`,
    (v) => `Bathrooms sparkled; the ${v.room2} got a lighter touch than I would have liked.`,
    (v) => `We have ${v.n} kids and a dog, and ${v.cleaner} still got through the whole ${v.home}.`,
  ],
  3: [
    (v) => `The bathrooms were great but the ${v.room2 === 'bathroom' ? 'kitchen' : v.room2} needed another pass.`,
    (v) => `${v.cleaner} was kind but ran out of time before the ${v.room}.`,
    (v) => `Rescheduling from the ${v.window} slot was easy; the clean itself was average.`,
    (v) => `Good on the surfaces, less so on the corners of the ${v.room}.`,
  ],
  2: [
    (v) => `${v.cleaner} arrived an hour after the ${v.window} window opened and missed the ${v.room}.`,
    (v) => `Several rooms were rushed and support took ${v.n} days to reply.`,
    (v) => `The ${v.room} was barely touched and I had to point out the sink.`,
  ],
  1: [
    () => `Nobody showed up for my first appointment and I had to rebook twice.`,
    (v) => `The clean was cut short after ${v.n} hours of the booked time and I had to chase a refund.`,
    (v) => `The ${v.room} was left wetter and streakier than before.`,
  ],
};

const CLOSERS: Record<number, string[]> = {
  5: ['Already booked the next one.', 'Thank you!', 'Telling my sister about it.', 'Worth every penny.', 'Requesting the same cleaner next time.', ''],
  4: ['Would book again.', 'Will mention the oven next time.', 'Good experience overall.', ''],
  3: ['Might try once more.', 'Support was helpful when I wrote in.', ''],
  2: ['Support did offer a partial credit.', 'Hoping the next visit is better.', ''],
  1: ['Support eventually answered but too late.', ''],
};

/** Word 3-grams of a text, lower-cased, for comparing texts. */
function shingles(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + 2 < words.length; i += 1) out.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return out;
}

/**
 * Two texts are near-duplicates when the Jaccard similarity of their word 3-grams is at least this much: a shared
 * detail sentence with a different opener and closer stays below it, the same sentence in another order does not.
 */
export const NEAR_DUPLICATE_JACCARD = 0.5;

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (!a.size && !b.size) return 1;
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** The highest similarity between any two of these texts, and the pair. */
export function mostSimilar(texts: readonly string[]): { similarity: number; pair: [number, number] | null } {
  const grams = texts.map(shingles);
  let best = { similarity: 0, pair: null as [number, number] | null };
  for (let i = 0; i < grams.length; i += 1) {
    for (let j = i + 1; j < grams.length; j += 1) {
      const similarity = jaccard(grams[i]!, grams[j]!);
      if (similarity > best.similarity) best = { similarity, pair: [i, j] };
    }
  }
  return best;
}

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SEED_REVIEW_COUNT = 360;

export function seedReviewRows(now = new Date()) {
  const random = mulberry32(20261101);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const rows = [];
  const kept: Set<string>[] = [];
  for (let i = 0; i < SEED_REVIEW_COUNT; i += 1) {
    const zip = PLACES[i % PLACES.length] as string;
    const place = zipcodes.lookup(zip);
    if (!place) throw new Error(`seed zipcode ${zip} is not in the ZIP data`);
    const roll = random();
    const stars = roll < 0.62 ? 5 : roll < 0.86 ? 4 : roll < 0.94 ? 3 : roll < 0.97 ? 2 : 1;
    const daysAgo = Math.floor(random() * 420);
    rows.push({
      body: reviewText(stars, pick, random, kept),
      stars,
      received: new Date(now.getTime() - daysAgo * 86_400_000 - Math.floor(random() * 86_400_000)),
      city: place.city,
      stateCode: place.state,
      zipcode: zip,
      latitude: place.latitude,
      longitude: place.longitude,
      firstName: pick(FIRST),
      lastName: pick(LAST),
    });
  }
  return rows;
}

/** One review text for `stars`, drawn until it is no near-duplicate of the texts `kept` so far (then kept too). */
function reviewText(stars: number, pick: <T>(items: readonly T[]) => T, random: () => number, kept: Set<string>[]): string {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const room = pick(ROOMS);
    const values = {
      cleaner: pick(CLEANERS),
      room,
      room2: pick(ROOMS.filter((r) => r !== room)),
      home: pick(HOMES),
      window: pick(WINDOWS),
      n: 2 + Math.floor(random() * 5),
    };
    const parts = [pick(OPENERS[stars]!), pick(DETAILS[stars]!)(values)];
    // Some people write one line, some write more.
    if (random() < 0.55) parts.push(pick(DETAILS[stars]!)(values));
    if (random() < 0.6) parts.push(pick(CLOSERS[stars]!));
    const text = [...new Set(parts.filter(Boolean))].join(' ');
    const grams = shingles(text);
    if (kept.every((other) => jaccard(grams, other) < NEAR_DUPLICATE_JACCARD)) {
      kept.push(grams);
      return text;
    }
  }
  throw new Error(`no distinct ${stars}-star review text left: add more parts`);
}
