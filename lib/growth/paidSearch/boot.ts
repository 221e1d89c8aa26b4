import { gpcSignal } from '../tracking/consent';
import { isPaidSearchVisit } from './visit';

/**
 * The source of public/scripts/paid-search.js (`npm run build:scripts`
 * bundles it): a plain synchronous first-party script, because the page must
 * be hidden before its first paint and the CSP allows no inline code. The
 * experiment script may change the page, so the page stays hidden until it
 * loads or fails, or 4 s pass (spec §9; a CSS animation reveals it at 4 s
 * even if this script stops). `pages/_document.tsx` includes it only when
 * the scripts are configured.
 */
export const REVEAL_AFTER_MS = 4000;

const root = document.documentElement;
const reveal = () => root.classList.remove('experiment-pending');

function load(src: string, onSettled?: () => void) {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  if (onSettled) {
    script.onload = onSettled;
    script.onerror = onSettled;
  }
  document.head.appendChild(script);
}

try {
  const me = document.currentScript;
  const experiment = me?.getAttribute('data-experiment');
  const botDetection = me?.getAttribute('data-bot-detection');
  if (
    (experiment || botDetection) &&
    isPaidSearchVisit({ search: location.search, cookieHeader: document.cookie, pathname: location.pathname, gpc: gpcSignal() })
  ) {
    // Only the experiment script can change the page, so only it keeps the page hidden.
    if (experiment) {
      root.classList.add('experiment-pending');
      setTimeout(reveal, REVEAL_AFTER_MS);
      load(experiment, reveal);
    }
    if (botDetection) load(botDetection);
  }
} catch {
  // Never keep the page hidden because of this script.
  reveal();
}
