// The trailer player is not part of the editor's preview (it shows the top of the show page).
export function VideoPlayer(): null {
  return null;
}
