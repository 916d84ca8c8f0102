export const VARIANT_WIDTHS: number[];
export const VARIANT_FORMATS: readonly ['avif', 'webp'];
export function hasVariants(src: string): boolean;
export function variantWidths(intrinsicWidth: number): number[];
export function variantPath(src: string, width: number, format: 'avif' | 'webp'): string;
