import { decodeLandingSegment, encodeLandingSegment } from './segment';

describe('landing segment', () => {
  it.each([
    [{ adGroupId: null, membershipModel: false, reskin: false }, 'default'],
    [{ adGroupId: '148203961127', membershipModel: false, reskin: false }, 'ag-148203961127'],
    [{ adGroupId: null, membershipModel: true, reskin: false }, 'mm'],
    [{ adGroupId: '148203961127', membershipModel: true, reskin: false }, 'ag-148203961127.mm'],
    [{ adGroupId: null, membershipModel: false, reskin: true }, 'rs'],
    [{ adGroupId: null, membershipModel: true, reskin: true }, 'mm.rs'],
    [{ adGroupId: '148203961127', membershipModel: false, reskin: true }, 'ag-148203961127.rs'],
    [{ adGroupId: '148203961127', membershipModel: true, reskin: true }, 'ag-148203961127.mm.rs'],
  ])('round-trips %j as %s', (variant, segment) => {
    expect(encodeLandingSegment(variant)).toBe(segment);
    expect(decodeLandingSegment(segment)).toEqual(variant);
  });

  it.each([['ag-'], ['ag-abc'], ['other'], [''], [undefined], [['default']], ['ag-1/2'], ['mm.ag-1'], ['.mm'], ['ag-1.'], ['ag-1.mm.mm'], ['rs.mm'], ['ag-1mm'], ['mmrs'], ['.rs'], ['ag-1..rs']])(
    'rejects %j',
    (segment) => {
      expect(decodeLandingSegment(segment)).toBeNull();
    },
  );
});
