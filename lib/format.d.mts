export function formatDateLong(value: string): string;
export function formatDayLabel(value: string): string;
export function formatDateShort(value: string): string;
export function formatTime(value: string): string;
export function formatDateRange(start: string, end: string): string;
export function formatDateRangeShort(start: string, end: string): string;
export function formatLength(minutes: number): string;
