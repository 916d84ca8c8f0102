/**
 * The audio types a show's audio introduction may be (docs/rules/shows.md#audio-introductions):
 * those every current browser plays in <audio>. The content schema accepts them, and the offline
 * worker keeps files of these types once played.
 */
export const AUDIO_EXTENSIONS = ['mp3', 'm4a', 'ogg', 'opus', 'wav'] as const;

/** Shorter than this, a recording is a stub or a click, not an introduction. */
export const MIN_INTRODUCTION_SECONDS = 5;

/**
 * A text read aloud runs between these words a minute (a careful describer near 120, a synthetic
 * voice near 165): slower is mostly silence, faster is a recording cut short or of another text.
 */
export const READING_WORDS_PER_MINUTE = { min: 80, max: 250 } as const;

/** Whether a recording of `seconds` can be a reading of a transcript of `words` words. */
export function fitsTranscript(seconds: number, words: number): boolean {
  if (seconds < MIN_INTRODUCTION_SECONDS || words === 0) return false;
  const perMinute = (words * 60) / seconds;
  return perMinute >= READING_WORDS_PER_MINUTE.min && perMinute <= READING_WORDS_PER_MINUTE.max;
}
