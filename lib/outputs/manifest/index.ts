/** The web app manifest's parts made from content: its shortcuts. Build-only. */
export * from './shortcuts';
