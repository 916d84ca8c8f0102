import { addressWithQuery, queryFromAddress } from './search-address';

const PAGE = 'https://www.example.edu/artistseries/search/';

describe('queryFromAddress', () => {
  it('reads the words of ?q=, decoded', () => {
    expect(queryFromAddress('?q=string+quartet')).toBe('string quartet');
    expect(queryFromAddress('?q=caf%C3%A9')).toBe('café');
  });

  it('is empty without ?q=, with an empty one, or with spaces only', () => {
    expect(queryFromAddress('')).toBe('');
    expect(queryFromAddress('?season=2026')).toBe('');
    expect(queryFromAddress('?q=')).toBe('');
    expect(queryFromAddress('?q=+%20')).toBe('');
  });

  it('takes the first ?q= when there are two, and trims its ends', () => {
    expect(queryFromAddress('?q=%20winter%20&q=summer')).toBe('winter');
  });
});

describe('addressWithQuery', () => {
  it('sets ?q= to the words typed, encoded', () => {
    expect(addressWithQuery(PAGE, 'string quartet')).toBe(`${PAGE}?q=string+quartet`);
    expect(addressWithQuery(PAGE, 'a&b')).toBe(`${PAGE}?q=a%26b`);
  });

  it('replaces the query the address had', () => {
    expect(addressWithQuery(`${PAGE}?q=winter`, 'summer')).toBe(`${PAGE}?q=summer`);
  });

  it('drops ?q= when the box is emptied or holds spaces only', () => {
    expect(addressWithQuery(`${PAGE}?q=winter`, '')).toBe(PAGE);
    expect(addressWithQuery(`${PAGE}?q=winter`, '   ')).toBe(PAGE);
  });

  it('keeps the other parameters and the fragment', () => {
    expect(addressWithQuery(`${PAGE}?utm_source=mail#results`, 'jazz')).toBe(
      `${PAGE}?utm_source=mail&q=jazz#results`,
    );
  });
});
