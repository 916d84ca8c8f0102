import { DEFAULT_DOORS_OPEN, downloadLabel, showsPurchaseButton } from './show-display';

describe('showsPurchaseButton', () => {
  it('shows the button only with the flag and a link', () => {
    expect(showsPurchaseButton(true, 'https://tickets.example.com/show')).toBe(true);
  });

  it('hides it without the flag', () => {
    expect(showsPurchaseButton(false, 'https://tickets.example.com/show')).toBe(false);
  });

  it('hides it when the link is empty or blank', () => {
    expect(showsPurchaseButton(true, '')).toBe(false);
    expect(showsPurchaseButton(true, '   ')).toBe(false);
  });
});

describe('downloadLabel', () => {
  it("offers the schedule when the title contains 'international', in any case", () => {
    expect(downloadLabel('Buffalo International Film Festival')).toBe('Download Festival Schedule');
    expect(downloadLabel('INTERNATIONAL Shorts')).toBe('Download Festival Schedule');
  });

  it('offers the brochure otherwise', () => {
    expect(downloadLabel('Mountain Film Festival World Tour')).toBe('Download Festival Brochure');
  });
});

describe('DEFAULT_DOORS_OPEN', () => {
  it('says doors open one hour before performance time', () => {
    expect(DEFAULT_DOORS_OPEN).toMatch(/one hour before performance time/);
  });
});
