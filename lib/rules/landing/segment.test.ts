import { decodeLandingSegment, DEFAULT_VARIANT, encodeLandingSegment } from './segment';

const variant = (over: Partial<typeof DEFAULT_VARIANT>) => ({ ...DEFAULT_VARIANT, ...over });

describe('landing segment', () => {
  it.each([
    [variant({}), 'default'],
    [variant({ adGroupId: '148203961127' }), 'ag-148203961127'],
    [variant({ membershipModel: true }), 'mm'],
    [variant({ adGroupId: '148203961127', membershipModel: true }), 'ag-148203961127.mm'],
    [variant({ reskin: true }), 'rs'],
    [variant({ membershipModel: true, reskin: true }), 'mm.rs'],
    [variant({ adGroupId: '148203961127', reskin: true }), 'ag-148203961127.rs'],
    [variant({ adGroupId: '148203961127', membershipModel: true, reskin: true }), 'ag-148203961127.mm.rs'],
    [variant({ grantCents: 1000 }), 'g-1000'],
    [variant({ planKey: 'FOREVERCLEAN_59_1_6_99' }), 'p-foreverclean_59_1_6_99'],
    [variant({ adGroupId: '152718340741', grantCents: 1000, planKey: 'CCF_2', membershipModel: true, reskin: true }), 'ag-152718340741.g-1000.p-ccf_2.mm.rs'],
    [variant({ grantCents: 50_000 }), 'g-50000'],
    [variant({ grantCents: 750 }), 'g-750'],
    [variant({ adGroupId: '148203961127', copy: [{ experiment: 'headline_test', variant: 'bold' }] }), 'ag-148203961127.x-headline_test-bold'],
    [
      variant({
        copy: [
          { experiment: 'a_test', variant: 'b' },
          { experiment: 'z_test', variant: 'control_2' },
        ],
      }),
      'x-a_test-b.x-z_test-control_2',
    ],
  ])('round-trips %j as %s', (value, segment) => {
    expect(encodeLandingSegment(value)).toBe(segment);
    expect(decodeLandingSegment(segment)).toEqual(value);
  });

  it('carries copy variants in key order, one per experiment, at most three', () => {
    const copy = ['d', 'c', 'b', 'a', 'b'].map((experiment) => ({ experiment, variant: 'v' }));
    expect(encodeLandingSegment(variant({ copy }))).toBe('x-a-v.x-b-v.x-c-v');
    expect(decodeLandingSegment('x-b-v.x-a-v')).toBeNull();
    expect(decodeLandingSegment('x-a-v.x-b-v.x-c-v.x-d-v')).toBeNull();
    expect(decodeLandingSegment('x-A-v')).toBeNull();
    expect(decodeLandingSegment('rs.x-a-v')).toEqual(variant({ reskin: true, copy: [{ experiment: 'a', variant: 'v' }] }));
  });

  it('leaves out what it cannot carry: out-of-range grants, malformed plan keys', () => {
    expect(encodeLandingSegment(variant({ grantCents: 10.5 }))).toBe('default');
    expect(encodeLandingSegment(variant({ grantCents: 50_100 }))).toBe('default');
    expect(encodeLandingSegment(variant({ grantCents: -100 }))).toBe('default');
    expect(encodeLandingSegment(variant({ planKey: 'ccf-1' }))).toBe('default');
  });

  it.each([
    ['ag-'],
    ['ag-abc'],
    ['other'],
    [''],
    [undefined],
    [['default']],
    ['ag-1/2'],
    ['mm.ag-1'],
    ['.mm'],
    ['ag-1.'],
    ['ag-1.mm.mm'],
    ['rs.mm'],
    ['ag-1mm'],
    ['mmrs'],
    ['.rs'],
    ['ag-1..rs'],
    ['g-0'],
    ['g-1.5'],
    ['g-60000'],
    ['g-0100'],
    ['p-'],
    ['p-CCF_1'],
    ['p-ccf_1.g-1000'],
    ['g-1000.ag-1'],
    ['mm.p-ccf_1'],
  ])('rejects %j', (segment) => {
    expect(decodeLandingSegment(segment)).toBeNull();
  });
});
