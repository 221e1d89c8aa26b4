/**
 * One service region per state (spec §3). Rates are member and non-member
 * hourly prices; sales tax in basis points. Unsupported regions answer
 * ServiceRegionUnsupportedError.
 */

type Tier = 'high' | 'mid' | 'low';

const TIERS: Record<Tier, { rate: number; higher: number }> = {
  high: { rate: 4500, higher: 8900 },
  mid: { rate: 3900, higher: 7900 },
  low: { rate: 3500, higher: 6900 },
};

// [code, name, tier, sales tax bp (cleaning services), cleaners, customers]
const STATES: [string, string, Tier, number, number, number][] = [
  ['AL', 'Alabama', 'low', 400, 140, 2100],
  ['AK', 'Alaska', 'high', 0, 0, 0],
  ['AZ', 'Arizona', 'mid', 560, 410, 6900],
  ['AR', 'Arkansas', 'low', 650, 90, 1300],
  ['CA', 'California', 'high', 0, 2900, 51000],
  ['CO', 'Colorado', 'mid', 290, 520, 8800],
  ['CT', 'Connecticut', 'high', 635, 260, 4100],
  ['DE', 'Delaware', 'mid', 0, 70, 1100],
  ['DC', 'District of Columbia', 'high', 600, 160, 3200],
  ['FL', 'Florida', 'mid', 600, 1900, 31000],
  ['GA', 'Georgia', 'mid', 0, 780, 12500],
  ['HI', 'Hawaii', 'high', 400, 0, 0],
  ['ID', 'Idaho', 'low', 0, 110, 1500],
  ['IL', 'Illinois', 'mid', 0, 1100, 19800],
  ['IN', 'Indiana', 'low', 0, 330, 5200],
  ['IA', 'Iowa', 'low', 600, 150, 2300],
  ['KS', 'Kansas', 'low', 650, 160, 2400],
  ['KY', 'Kentucky', 'low', 600, 180, 2700],
  ['LA', 'Louisiana', 'low', 445, 240, 3600],
  ['ME', 'Maine', 'mid', 0, 60, 900],
  ['MD', 'Maryland', 'high', 0, 520, 8700],
  ['MA', 'Massachusetts', 'high', 0, 640, 11200],
  ['MI', 'Michigan', 'mid', 0, 620, 10100],
  ['MN', 'Minnesota', 'mid', 688, 420, 7000],
  ['MS', 'Mississippi', 'low', 0, 80, 1100],
  ['MO', 'Missouri', 'low', 0, 330, 5100],
  ['MT', 'Montana', 'low', 0, 0, 0],
  ['NE', 'Nebraska', 'low', 550, 110, 1600],
  ['NV', 'Nevada', 'mid', 0, 290, 4700],
  ['NH', 'New Hampshire', 'mid', 0, 80, 1200],
  ['NJ', 'New Jersey', 'high', 663, 870, 14600],
  ['NM', 'New Mexico', 'low', 488, 130, 1900],
  ['NY', 'New York', 'high', 400, 1800, 33000],
  ['NC', 'North Carolina', 'mid', 0, 760, 12100],
  ['ND', 'North Dakota', 'low', 0, 0, 0],
  ['OH', 'Ohio', 'mid', 575, 710, 11500],
  ['OK', 'Oklahoma', 'low', 0, 170, 2500],
  ['OR', 'Oregon', 'mid', 0, 360, 5900],
  ['PA', 'Pennsylvania', 'mid', 600, 890, 15100],
  ['PR', 'Puerto Rico', 'low', 1150, 60, 800],
  ['RI', 'Rhode Island', 'mid', 700, 70, 1000],
  ['SC', 'South Carolina', 'low', 0, 300, 4600],
  ['SD', 'South Dakota', 'low', 420, 0, 0],
  ['TN', 'Tennessee', 'mid', 0, 470, 7600],
  ['TX', 'Texas', 'mid', 625, 2200, 37000],
  ['UT', 'Utah', 'mid', 0, 230, 3600],
  ['VT', 'Vermont', 'mid', 0, 0, 0],
  ['VA', 'Virginia', 'mid', 0, 680, 11300],
  ['WA', 'Washington', 'high', 650, 640, 10900],
  ['WV', 'West Virginia', 'low', 600, 50, 700],
  ['WI', 'Wisconsin', 'low', 500, 330, 5300],
  ['WY', 'Wyoming', 'low', 0, 0, 0],
];

export function seedRegionRows() {
  return STATES.map(([code, name, tier, salesTaxBp, numCleaners, numCustomers], index) => ({
    id: `us-${code.toLowerCase()}`,
    name,
    stateCode: code,
    supported: numCleaners > 0,
    rateCents: TIERS[tier].rate,
    higherRateCents: TIERS[tier].higher,
    salesTaxBp,
    numCleaners,
    numCustomers,
    arl: { CC: 1 + (index % 3), AC: 1 + (index % 2), EC: 3 + (index % 3), OCC: 2 + (index % 4) },
  }));
}
