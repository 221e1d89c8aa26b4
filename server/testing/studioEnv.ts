import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setServerEnvForTests } from '@/server/platform/env';

/**
 * Imported first by studio route tests: the studio's content goes to a
 * throwaway directory (starting from the committed seed), and the setup token
 * is known, before any module reads the environment.
 */
export const STUDIO_SETUP_TOKEN = 'studio-setup-token-for-tests';

setServerEnvForTests({
  CONTENT_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'studio-content-')),
  STUDIO_TOKEN: STUDIO_SETUP_TOKEN,
  STUDIO_SIGNINS_PER_MINUTE: '1000',
});
