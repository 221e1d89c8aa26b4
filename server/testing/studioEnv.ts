import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Imported first by studio route tests: the studio's content goes to a
 * throwaway directory (starting from the committed seed), and the setup token
 * is known, before any module reads the environment.
 */
process.env.CONTENT_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'studio-content-'));
process.env.STUDIO_TOKEN = 'studio-setup-token-for-tests';
process.env.STUDIO_SIGNINS_PER_MINUTE = '1000';
export const STUDIO_SETUP_TOKEN = process.env.STUDIO_TOKEN;
