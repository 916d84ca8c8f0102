export function normaliseBasePath(raw: string | undefined | null): string;
export function normaliseSiteUrl(raw: string | undefined | null): string;
export const basePath: string;
export const siteUrl: string;
export const analyticsIdOverride: string;
