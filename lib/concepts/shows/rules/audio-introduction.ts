/**
 * The audio types a show's audio introduction may be (docs/rules/shows.md#audio-introductions):
 * those every current browser plays in <audio>. The content schema accepts them, and the offline
 * worker keeps files of these types once played.
 */
export const AUDIO_EXTENSIONS = ['mp3', 'm4a', 'ogg', 'opus', 'wav'] as const;
