/**
 * @jest-environment node
 */
import type { TypeDef } from '../define';
import { typesByName } from '../index';
import { validateDocument } from '../validation/validate';

const types = typesByName as ReadonlyMap<string, TypeDef>;
const context = { getClient: () => ({ fetch: async <T>() => [] as T }) };
const heroProblems = async (type: string, heroImage: unknown) =>
  (await validateDocument(types.get(type) as TypeDef, { _id: `${type}.x`, _type: type, heroImage }, types, context)).filter((p) =>
    p.path.startsWith('heroImage'),
  );

const asset = { _type: 'reference', _ref: 'image-aa-800x600-jpg' };

describe('hero image alternative text', () => {
  it.each(['brand', 'adGroupWording'])('is required on a %s once a picture is set, blank or not', async (type) => {
    const refusal = [{ path: 'heroImage', message: 'Describe the picture in the alternative text', level: 'error' }];
    expect(await heroProblems(type, { _type: 'image', asset })).toEqual(refusal);
    expect(await heroProblems(type, { _type: 'image', asset, alt: '   ' })).toEqual(refusal);
    expect(await heroProblems(type, { _type: 'image', asset, alt: 'A sunny, tidy kitchen' })).toEqual([]);
  });

  it('is not asked for without a picture', async () => {
    expect(await heroProblems('adGroupWording', undefined)).toEqual([]);
  });
});
