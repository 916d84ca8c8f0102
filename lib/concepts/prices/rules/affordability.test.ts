import { affordabilityIds, affordabilityLabels, affordabilityList } from './affordability';

describe('affordability notes', () => {
  it('gives every kind plain words of its own', () => {
    const labels = affordabilityIds.map((id) => affordabilityLabels[id]);
    expect(labels.every((label) => label.trim().length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('names the Philharmonic Club presale and the free companion seat plainly', () => {
    expect(affordabilityLabels['club-presale']).toBe('Philharmonic Club presale');
    expect(affordabilityLabels.companion).toBe('Free companion seat');
  });

  it('lists notes in the vocabulary order with their conditions from content', () => {
    const list = affordabilityList([
      { kind: 'rush', details: '$15, an hour before the show' },
      { kind: 'student', details: '$10 with a valid student ID' },
    ]);
    expect(list).toEqual([
      { kind: 'student', label: 'Student tickets', details: '$10 with a valid student ID' },
      { kind: 'rush', label: 'Rush tickets', details: '$15, an hour before the show' },
    ]);
  });
});
