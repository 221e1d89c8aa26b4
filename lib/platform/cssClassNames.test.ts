import { shortClassName, shortenCssModuleClassNames } from './cssClassNames';

type GetLocalIdent = (context: { rootContext: string; resourcePath: string }, localIdentName: string, className: string) => string;

/** The shape of Next's webpack rules around its CSS-module loader, reduced to what matters here. */
function nextLikeConfig() {
  const nextGetLocalIdent = () => 'Hero_subhead___06ln';
  const cssModules = { loader: '/app/node_modules/next/dist/build/webpack/loaders/css-loader/src/index.js', options: { modules: { mode: 'pure', getLocalIdent: nextGetLocalIdent } } };
  const globalCss = { loader: '/app/node_modules/next/dist/build/webpack/loaders/css-loader/src/index.js', options: { modules: false } };
  const fontGetLocalIdent = () => '__className_a1b2c3';
  const font = { loader: '/app/node_modules/next/dist/build/webpack/loaders/css-loader/src/index.js', options: { modules: { getLocalIdent: fontGetLocalIdent }, fontLoader: true } };
  const sass = { loader: '/app/node_modules/sass-loader/dist/cjs.js', options: {} };
  const config = { module: { rules: [{ test: /\.tsx?$/ }, { oneOf: [{ test: /\.module\.scss$/, use: [cssModules, sass] }, { test: /\.css$/, use: [globalCss] }, { test: /font/, use: [font] }] }] } };
  return { config, cssModules, globalCss, font, fontGetLocalIdent, nextGetLocalIdent };
}

describe('short CSS-module class names', () => {
  it('are a letter and six characters, valid as a class, the same for the same module and class', () => {
    const name = shortClassName('components/Hero/Hero.module.scss', 'subhead');
    expect(name).toMatch(/^c[A-Za-z0-9_-]{6}$/);
    expect(shortClassName('components/Hero/Hero.module.scss', 'subhead')).toBe(name);
    expect(shortClassName('components/Hero/Hero.module.scss', 'headline')).not.toBe(name);
    expect(shortClassName('components/Footer/Footer.module.scss', 'subhead')).not.toBe(name);
  });

  it("replace Next's names in its CSS-module loader only, wherever the rule is nested", () => {
    const { config, cssModules, globalCss, font, fontGetLocalIdent, nextGetLocalIdent } = nextLikeConfig();
    expect(shortenCssModuleClassNames(config)).toBe(1);
    expect(cssModules.options.modules.getLocalIdent).not.toBe(nextGetLocalIdent);
    expect(globalCss.options.modules).toBe(false);
    expect(font.options.modules.getLocalIdent).toBe(fontGetLocalIdent);
    const getLocalIdent = cssModules.options.modules.getLocalIdent as unknown as GetLocalIdent;
    const context = { rootContext: '/app', resourcePath: '/app/components/Hero/Hero.module.scss' };
    expect(getLocalIdent(context, '[name]_[local]', 'subhead')).toBe(shortClassName('components/Hero/Hero.module.scss', 'subhead'));
    // The server and browser builds name a class again: the same owner is not a collision.
    expect(getLocalIdent(context, '[name]_[local]', 'subhead')).toBe(shortClassName('components/Hero/Hero.module.scss', 'subhead'));
  });

  it('stop the build rather than give two classes one name', () => {
    // Two classes whose names share their first six digest characters (found by search).
    expect(shortClassName('components/A.module.scss', 'c30604')).toBe(shortClassName('components/A.module.scss', 'c191102'));
    const { config, cssModules } = nextLikeConfig();
    shortenCssModuleClassNames(config);
    const getLocalIdent = cssModules.options.modules.getLocalIdent as unknown as GetLocalIdent;
    const context = { rootContext: '/app', resourcePath: '/app/components/A.module.scss' };
    getLocalIdent(context, '', 'c30604');
    expect(() => getLocalIdent(context, '', 'c191102')).toThrow(/would name both components\/A\.module\.scss#c30604 and components\/A\.module\.scss#c191102/);
  });

  it('find nothing to change in a configuration without CSS modules', () => {
    expect(shortenCssModuleClassNames({ module: { rules: [{ test: /\.tsx?$/ }] } })).toBe(0);
    expect(shortenCssModuleClassNames({})).toBe(0);
  });
});
