import { afterNextPaint, startScripts } from './afterPaint';

function placeholders(html: string) {
  document.head.innerHTML = html;
}

describe('scripts started after the first paint', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('turns each placeholder into a real script, in document order, run in order', () => {
    placeholders(
      '<script type="text/plain" data-after-paint data-src="/_next/static/chunks/webpack.js"></script>' +
        '<script type="text/plain" data-after-paint data-src="/_next/static/chunks/framework.js" crossorigin="anonymous"></script>' +
        '<script type="text/plain" data-after-paint data-src="/_next/static/chunks/main.js"></script>',
    );
    expect(startScripts(document)).toBe(3);
    const started = Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src]'));
    expect(started.map((script) => new URL(script.src).pathname)).toEqual(['/_next/static/chunks/webpack.js', '/_next/static/chunks/framework.js', '/_next/static/chunks/main.js']);
    expect(started.every((script) => script.async === false && script.type === '')).toBe(true);
    expect(started[1]?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('starts each script once, however often it is called', () => {
    placeholders('<script type="text/plain" data-after-paint data-src="/_next/static/chunks/main.js"></script>');
    startScripts(document);
    expect(startScripts(document)).toBe(0);
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(1);
  });

  it('waits for a frame and then a task, so the frame is painted first', () => {
    const frames: FrameRequestCallback[] = [];
    const tasks: (() => void)[] = [];
    const win = {
      document: { visibilityState: 'visible' },
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      setTimeout: (callback: () => void) => tasks.push(callback),
    } as unknown as Window;
    const run = jest.fn();
    afterNextPaint(win, run);
    expect(run).not.toHaveBeenCalled();
    frames.shift()?.(0);
    expect(run).not.toHaveBeenCalled();
    tasks.shift()?.();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden tab, which paints nothing until shown', () => {
    const run = jest.fn();
    afterNextPaint({ document: { visibilityState: 'hidden' } } as unknown as Window, run);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
