/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { liveDatasetPath, parseNdjson, readDataset, SEED_DATASET_PATH } from './localDataset';

describe('readDataset', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dataset-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses an empty live dataset (a file being rewritten in place) rather than reading it as no content', async () => {
    const file = liveDatasetPath(dataDir);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '');
    await expect(readDataset(dataDir)).rejects.toThrow('the content dataset is empty');
    writeFileSync(file, `${JSON.stringify({ _id: 'brand.a', _type: 'brand' })}\n`);
    await expect(readDataset(dataDir)).resolves.toEqual([{ _id: 'brand.a', _type: 'brand' }]);
  });
});

describe('parseNdjson', () => {
  it('reads every document as JSON.parse does, repeated strings and all', () => {
    const text = readFileSync(SEED_DATASET_PATH, 'utf8');
    const lines = text.split('\n').filter((line) => line.trim());
    expect(parseNdjson(text, 'seed')).toEqual(lines.map((line) => JSON.parse(line)));
    expect(parseNdjson(readFileSync(SEED_DATASET_PATH), 'seed')).toEqual(lines.map((line) => JSON.parse(line)));
  });

  it('keeps a `__proto__` field as the document’s own field', () => {
    const [doc] = parseNdjson('{"_id":"a","_type":"t","__proto__":{"polluted":"yes"},"list":["x","x"]}\n', 'probe');
    expect(Object.getPrototypeOf(doc)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(doc, '__proto__')).toBe(true);
    expect((doc as Record<string, unknown>).polluted).toBeUndefined();
    expect(doc!.list).toEqual(['x', 'x']);
  });

  it('decodes the bytes of a file line by line, characters of any width and blank lines alike', () => {
    const bytes = Buffer.from('{"_id":"a","_type":"t","s":"★ café"}\r\n\n{"_id":"b","_type":"t"}\n');
    expect(parseNdjson(bytes, 'file.ndjson')).toEqual([
      { _id: 'a', _type: 't', s: '★ café' },
      { _id: 'b', _type: 't' },
    ]);
    expect(() => parseNdjson(Buffer.from('{"_id":"a","_type":"t"}\n\n{oops'), 'file.ndjson')).toThrow('file.ndjson:3: not valid JSON');
  });

  it('names the line that is not JSON or not a document', () => {
    expect(() => parseNdjson('{"_id":"a","_type":"t"}\n{oops', 'file.ndjson')).toThrow('file.ndjson:2: not valid JSON');
    expect(() => parseNdjson('{"_id":1,"_type":"t"}', 'file.ndjson')).toThrow('file.ndjson:1: a document needs string _id and _type');
  });
});
