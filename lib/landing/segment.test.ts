import { decodeLandingSegment, encodeLandingSegment } from './segment';

describe('landing segment', () => {
  it('round-trips the default and an ad-group id', () => {
    expect(decodeLandingSegment(encodeLandingSegment({ adGroupId: null }))).toEqual({ adGroupId: null });
    expect(decodeLandingSegment(encodeLandingSegment({ adGroupId: '148203961127' }))).toEqual({ adGroupId: '148203961127' });
  });

  it.each([['ag-'], ['ag-abc'], ['other'], [''], [undefined], [['default']], ['ag-1/2']])('rejects %j', (segment) => {
    expect(decodeLandingSegment(segment)).toBeNull();
  });
});
