/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isUnionType } from 'graphql';
import { possibleTypes } from './possibleTypes';

it('lists every union of the schema with its members', () => {
  const schema = buildSchema(readFileSync(path.join(process.cwd(), 'server', 'api', 'schema.graphql'), 'utf8'));
  const unions = Object.values(schema.getTypeMap()).filter(isUnionType);
  expect(Object.fromEntries(unions.map((u) => [u.name, u.getTypes().map((t) => t.name)]))).toEqual(possibleTypes);
});
