import { zipcodeField } from './fields';
import { zipcodeProblem } from './zipcode';

it('the plain rule and the zod schema agree on every case', () => {
  for (const value of ['', ' ', '1234', '12345', ' 12345 ', '123456', '12a45', 'abcde', '１２３４５', '12 45']) {
    const result = zipcodeField.safeParse(value);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(zipcodeProblem(value));
  }
});
