import { acceptAll, saveConsent } from './consent';
import { fieldSpeedAllowed, startFieldSpeed } from './fieldSpeed';

/** Field speed is analytics: only with "Accept all" (docs/decisions.md "Field speed"). */
describe('field speed consent', () => {
  it('is allowed with consent to all, never with only necessary, no choice yet, or for agents and bots', () => {
    expect(fieldSpeedAllowed('all', {}, '/')).toBe(true);
    expect(fieldSpeedAllowed('necessary', {}, '/')).toBe(false);
    expect(fieldSpeedAllowed(null, {}, '/')).toBe(false);
    expect(fieldSpeedAllowed('all', { 'ha-bot': '1' }, '/')).toBe(false);
    expect(fieldSpeedAllowed('all', {}, '/agent/deal')).toBe(false);
  });

  describe('in the page', () => {
    beforeEach(() => {
      jest.useFakeTimers();
      for (const name of ['consent', 'privacy_optout']) document.cookie = `${name}=; max-age=0; path=/`;
    });
    afterEach(() => jest.useRealTimers());

    const afterIdle = () => jest.advanceTimersByTime(3000);

    it('loads the reporter only once the visitor accepts, after the page is idle', async () => {
      const reportVitals = jest.fn();
      const load = jest.fn(async () => ({ reportVitals }));
      const stop = startFieldSpeed(load);
      afterIdle();
      expect(load).not.toHaveBeenCalled();
      saveConsent('necessary');
      expect(load).not.toHaveBeenCalled();
      acceptAll();
      expect(load).toHaveBeenCalledTimes(1);
      await Promise.resolve();
      await Promise.resolve();
      expect(reportVitals).toHaveBeenCalledTimes(1);
      acceptAll();
      expect(load).toHaveBeenCalledTimes(1);
      stop();
    });

    it('waits for load and idle even when consent was given on an earlier visit', () => {
      document.cookie = 'consent=all; path=/';
      const load = jest.fn(async () => ({ reportVitals: () => undefined }));
      const stop = startFieldSpeed(load);
      expect(load).not.toHaveBeenCalled();
      afterIdle();
      expect(load).toHaveBeenCalledTimes(1);
      stop();
    });

    it('stays off under Global Privacy Control', () => {
      document.cookie = 'consent=all; path=/';
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
      const load = jest.fn(async () => ({ reportVitals: () => undefined }));
      const stop = startFieldSpeed(load);
      afterIdle();
      expect(load).not.toHaveBeenCalled();
      stop();
      Reflect.deleteProperty(navigator, 'globalPrivacyControl');
    });
  });
});
