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

const OPENERS: Record<number, string[]> = {
  5: ['Absolutely fantastic.', 'Best cleaning we have ever had.', 'Could not be happier.', 'Five stars, no question.', 'Wow.', 'Our cleaner was wonderful.'],
  4: ['Really good clean.', 'Very happy overall.', 'Great value for the price.', 'Solid job.', 'Pleasantly surprised.'],
  3: ['Decent, but not perfect.', 'It was fine.', 'Mixed experience.'],
  2: ['Disappointed this time.', 'Not what I expected.'],
  1: ['Would not book again.', 'Very frustrating.'],
};
const DETAILS: Record<number, string[]> = {
  5: [
    'The kitchen and bathrooms were spotless and she even wiped down the baseboards.',
    'He arrived on time, brought every supply, and the apartment smelled amazing afterwards.',
    'Booking took a minute and our cleaner knew exactly what to prioritise.',
    'The shower glass has not looked this clear since we moved in.',
    'She handled all the pet hair on the couch without me even asking.',
    'The deep clean before my parents visited was worth every penny.',
  ],
  4: [
    'Everything looked great, though the oven was skipped.',
    'Arrived twenty minutes late but worked quickly and carefully.',
    'Floors and bathrooms were excellent; a few shelves still had dust.',
    'Friendly cleaner and a good first visit; we will book again.',
    'The three hours went further than I expected.',
  ],
  3: [
    'The bathrooms were great but the kitchen needed another pass.',
    'Our cleaner was kind but ran out of time before the bedrooms.',
    'Rescheduling was easy, the clean itself was average.',
  ],
  2: ['The cleaner arrived an hour late and missed the upstairs bathroom.', 'Several rooms were rushed and support took two days to reply.'],
  1: ['Nobody showed up for my first appointment and I had to rebook twice.', 'The clean was cut short and I had to chase a refund.'],
};

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
  for (let i = 0; i < SEED_REVIEW_COUNT; i += 1) {
    const zip = PLACES[i % PLACES.length] as string;
    const place = zipcodes.lookup(zip);
    if (!place) throw new Error(`seed zipcode ${zip} is not in the ZIP data`);
    const roll = random();
    const stars = roll < 0.62 ? 5 : roll < 0.86 ? 4 : roll < 0.94 ? 3 : roll < 0.97 ? 2 : 1;
    const daysAgo = Math.floor(random() * 420);
    rows.push({
      body: `${pick(OPENERS[stars] ?? [])} ${pick(DETAILS[stars] ?? [])}`,
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
