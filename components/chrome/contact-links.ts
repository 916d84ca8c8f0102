/** "(304) 555-0142" → "tel:+13045550142": phones dial it without guessing the country. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
