import { afterNextPaint, startScripts } from './afterPaint';

/** The source of public/scripts/after-paint.js (`npm run build:scripts`). */
afterNextPaint(window, () => startScripts(document));
