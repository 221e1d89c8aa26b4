import { canonicalEmail } from './emailIdentity';

describe('one identity per mailbox', () => {
  it.each([
    'janedoe@gmail.com',
    'Jane.Doe@gmail.com',
    'jane.doe+spring@gmail.com',
    'JANE.DOE+x+y@GoogleMail.com',
    ' jane.doe@gmail.com. ',
    'ｊａｎｅ．ｄｏｅ＠ｇｍａｉｌ．ｃｏｍ',
    'jane\u200bdoe@gmail.com',
    'jane\u00addoe@gmail\u200c.com',
  ])('%j is janedoe@gmail.com', (address) => {
    expect(canonicalEmail(address)).toBe('janedoe@gmail.com');
  });

  it('keeps the dots where a provider does not ignore them, and tells different mailboxes apart', () => {
    expect(canonicalEmail('Jane.Doe+news@Example.COM.')).toBe('jane.doe@example.com');
    expect(canonicalEmail('jane.doe@example.com')).not.toBe(canonicalEmail('janedoe@example.com'));
    expect(canonicalEmail('jane@gmail.com')).not.toBe(canonicalEmail('jane@gmail.co'));
  });
});
