/**
 * @jest-environment node
 */
import { applyPerspective } from './localSource';

const docs = [
  { _id: 'a', _type: 't', title: 'A published' },
  { _id: 'drafts.a', _type: 't', title: 'A draft' },
  { _id: 'b', _type: 't', title: 'B published' },
  { _id: 'drafts.c', _type: 't', title: 'C only a draft' },
];

describe('applyPerspective', () => {
  it('published: drafts are invisible', () => {
    expect(applyPerspective(docs, 'published').map((d) => d.title)).toEqual(['A published', 'B published']);
  });

  it('drafts: a draft replaces its published version and new drafts appear, under published ids', () => {
    expect(applyPerspective(docs, 'drafts').map((d) => [d._id, d.title])).toEqual([
      ['a', 'A draft'],
      ['b', 'B published'],
      ['c', 'C only a draft'],
    ]);
  });
});
