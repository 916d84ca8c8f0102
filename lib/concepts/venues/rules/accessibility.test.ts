import {
  accessibilityServiceIds,
  accessibilityServices,
  filteredListTitle,
  inVocabularyOrder,
  isAccessibilityService,
  resultSummary,
  serviceFromPath,
} from './accessibility';
import { routes } from '../../../site/routes';

describe('the accessibility vocabulary', () => {
  it('has the seven services of the product rules, each with a label', () => {
    expect(accessibilityServices.map((service) => service.label)).toEqual([
      'ASL interpretation',
      'Audio description',
      'Touch tour',
      'Open captions',
      'Relaxed performance',
      'Assistive listening',
      'Wheelchair seating',
    ]);
  });

  it('uses ids that are URL segments as they are', () => {
    for (const id of accessibilityServiceIds) expect(encodeURIComponent(id)).toBe(id);
  });

  it('gives each service a short label and list names of its own', () => {
    for (const key of ['shortLabel', 'plural', 'singular'] as const) {
      const values = accessibilityServices.map((service) => service[key]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('recognises its own ids and nothing else', () => {
    expect(isAccessibilityService('open-captions')).toBe(true);
    expect(isAccessibilityService('captions')).toBe(false);
  });
});

describe('badges and filter choices', () => {
  it('puts a show’s services in vocabulary order, whatever order staff wrote', () => {
    expect(
      inVocabularyOrder(['wheelchair-seating', 'asl-interpretation']).map((s) => s.id),
    ).toEqual(['asl-interpretation', 'wheelchair-seating']);
  });
});

describe('serviceFromPath', () => {
  it('reads the service of its filtered list, with or without the trailing slash', () => {
    expect(serviceFromPath(routes.accessibility('audio-description'))).toBe('audio-description');
    expect(serviceFromPath('/accessibility/audio-description')).toBe('audio-description');
  });

  it('reads no service on any other page or an unknown service', () => {
    expect(serviceFromPath('/')).toBeUndefined();
    expect(serviceFromPath('/accessibility/captions/')).toBeUndefined();
    expect(serviceFromPath(null)).toBeUndefined();
  });
});

describe('words of the filtered list', () => {
  it('names the list after its service', () => {
    expect(filteredListTitle('asl-interpretation')).toBe(
      'Upcoming performances with ASL interpretation',
    );
    expect(filteredListTitle('relaxed-performance')).toBe('Upcoming relaxed performances');
    expect(filteredListTitle('touch-tour')).toBe('Upcoming performances with a touch tour');
  });

  it('counts the results in words a screen reader can announce', () => {
    expect(resultSummary(3, 'open-captions')).toBe('3 upcoming performances with open captions');
    expect(resultSummary(1, 'relaxed-performance')).toBe('1 upcoming relaxed performance');
    expect(resultSummary(0, 'audio-description')).toBe(
      'No upcoming performances with audio description',
    );
    expect(resultSummary(5, undefined)).toBe('5 upcoming performances');
    expect(resultSummary(1, undefined)).toBe('1 upcoming performance');
    expect(resultSummary(0, undefined)).toBe('No upcoming performances');
    expect(resultSummary(2, undefined)).toBe('2 upcoming performances');
  });
});
