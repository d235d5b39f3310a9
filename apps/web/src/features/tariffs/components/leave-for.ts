/** Opens another site's page (the card provider's) or a page anew in this window: the app is left. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
