import { decodeLandingSegment, encodeLandingSegment } from './segment';

describe('landing segment', () => {
  it.each([
    [{ adGroupId: null, membershipModel: false }, 'default'],
    [{ adGroupId: '148203961127', membershipModel: false }, 'ag-148203961127'],
    [{ adGroupId: null, membershipModel: true }, 'mm'],
    [{ adGroupId: '148203961127', membershipModel: true }, 'ag-148203961127.mm'],
  ])('round-trips %j as %s', (variant, segment) => {
    expect(encodeLandingSegment(variant)).toBe(segment);
    expect(decodeLandingSegment(segment)).toEqual(variant);
  });

  it.each([['ag-'], ['ag-abc'], ['other'], [''], [undefined], [['default']], ['ag-1/2'], ['mm.ag-1'], ['.mm'], ['ag-1.'], ['ag-1.mm.mm']])('rejects %j', (segment) => {
    expect(decodeLandingSegment(segment)).toBeNull();
  });
});
