import { accessibilityServiceIds } from './accessibility';
import { DEFAULT_REQUEST_LEAD_DAYS, needsNotice } from './request-by';
import { NO_NOTICE_NEEDS, noticeByVenue, SERVICE_DESCRIPTIONS } from './service-guide';

describe('noticeByVenue', () => {
  it('is empty for a service that needs no notice', () => {
    expect(
      noticeByVenue('wheelchair-seating', [{ name: 'Hall', accessRequests: { leadDays: 3 } }]),
    ).toEqual([]);
  });

  it('is empty when there is no venue', () => {
    expect(noticeByVenue('asl-interpretation', [])).toEqual([]);
  });

  it('gives a venue that sets nothing the default notice', () => {
    expect(noticeByVenue('open-captions', [{ name: 'Hall' }])).toEqual([
      { days: DEFAULT_REQUEST_LEAD_DAYS, venues: ['Hall'] },
    ]);
  });

  it('groups venues asking the same notice, the most common first', () => {
    const venues = [
      { name: 'Theatre', accessRequests: { leadDays: 21 } },
      { name: 'Hall', accessRequests: { leadDays: 10 } },
      { name: 'Library', accessRequests: { leadDays: 10 } },
    ];
    expect(noticeByVenue('asl-interpretation', venues)).toEqual([
      { days: 10, venues: ['Hall', 'Library'] },
      { days: 21, venues: ['Theatre'] },
    ]);
  });

  it('orders groups of equal size by days, fewest first', () => {
    const venues = [
      { name: 'Theatre', accessRequests: { leadDays: 21 } },
      { name: 'Hall', accessRequests: { leadDays: 7 } },
    ];
    expect(noticeByVenue('audio-description', venues).map((group) => group.days)).toEqual([7, 21]);
  });

  it("reads the notice a venue sets for the service over the venue's own", () => {
    const venues = [
      { name: 'Hall', accessRequests: { leadDays: 14, byService: { 'touch-tour': 21 } } },
    ];
    expect(noticeByVenue('touch-tour', venues)).toEqual([{ days: 21, venues: ['Hall'] }]);
    expect(noticeByVenue('audio-description', venues)).toEqual([{ days: 14, venues: ['Hall'] }]);
  });
});

describe('the guide to each service', () => {
  it('describes every service of the vocabulary', () => {
    for (const service of accessibilityServiceIds) {
      expect(SERVICE_DESCRIPTIONS[service]).toMatch(/\w/);
    }
  });

  it('says what to do for every service that needs no notice', () => {
    const needs: Record<string, string> = NO_NOTICE_NEEDS;
    for (const service of accessibilityServiceIds.filter((id) => !needsNotice(id))) {
      expect(needs[service]).toMatch(/\w/);
    }
  });
});
