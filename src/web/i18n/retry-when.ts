/**
 * When to try again, in the user's language: "in 42 seconds", "in 15 minutes", "dentro de
 * 2 horas", from a Retry-After in seconds, rounded up to the unit shown so it is never too soon.
 */
export function retryWhen(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return format.format(whole, 'second');
  if (whole < 60 * 60) return format.format(Math.ceil(whole / 60), 'minute');
  return format.format(Math.ceil(whole / 3600), 'hour');
}
