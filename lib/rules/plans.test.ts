import { STANDARD_LADDER } from '@/db/seed/plans';
import { defaultOption } from './plans';

describe('defaultOption', () => {
  it('selects the 3-hour option', () => {
    expect(defaultOption(STANDARD_LADDER)?.numHours).toBe(3);
  });

  it('selects the second option when there is no 3-hour one', () => {
    expect(defaultOption([{ numHours: 2 }, { numHours: 4 }, { numHours: 6 }])?.numHours).toBe(4);
  });
});
