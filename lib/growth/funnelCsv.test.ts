import { csvCell } from './funnelCsv';

describe('CSV cells', () => {
  it('quote commas, quotes and line breaks', () => {
    expect(csvCell('Maria, G.')).toBe('"Maria, G."');
    expect(csvCell('the "best" maids')).toBe('"the ""best"" maids"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });

  it('turn text a spreadsheet would run as a formula into plain text', () => {
    for (const text of ['=1+1', '+1', '-cmd', '@SUM(A1)', '\tx']) expect(csvCell(text)).toBe(`'${text}`);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('leave numbers as numbers, negative ones included', () => {
    expect(csvCell(-3.1)).toBe('-3.1');
    expect(csvCell(0)).toBe('0');
  });
});
