import { isShowKind, showKind } from './show-kinds';

describe('the kind of a show', () => {
  it('is the kind its file names, before anything else', () => {
    expect(showKind({ kind: 'dance', eventType: 'MusicEvent', speakerSeries: true })).toBe('dance');
  });

  it('is a talk for a speaker-series show that names none', () => {
    expect(showKind({ eventType: 'MusicEvent', speakerSeries: true })).toBe('talk');
  });

  it('follows the eventType otherwise, and is none for a generic event', () => {
    expect(showKind({ eventType: 'MusicEvent', speakerSeries: false })).toBe('music');
    expect(showKind({ eventType: 'TheaterEvent', speakerSeries: false })).toBe('theatre');
    expect(showKind({ eventType: 'Event', speakerSeries: false })).toBeUndefined();
  });

  it('is one of a closed list of ids', () => {
    expect(isShowKind('theatre')).toBe(true);
    expect(isShowKind('opera')).toBe(false);
    expect(isShowKind('')).toBe(false);
  });
});
