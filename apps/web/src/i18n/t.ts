import { type MessageKey, type Messages, messagesEn } from './messages.en';

/** The catalogue in use (English is the one shipped). */
const catalogue: Messages = messagesEn;
/** The locale `Intl` formats numbers and dates with. */
export const LOCALE = 'en';

/**
 * The text of a message, with `{name}` placeholders replaced by `values`. A placeholder without a
 * value stays visible, so a missing value shows in the screen instead of vanishing.
 */
export function t(key: MessageKey, values?: Record<string, string | number>): string {
  const text = catalogue[key];
  if (values === undefined) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

export type { MessageKey };
