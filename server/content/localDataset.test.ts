/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { liveDatasetPath, readDataset } from './localDataset';

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
