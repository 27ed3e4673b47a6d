import { LOCALE } from '../../../i18n/t';

export { printedTonnes } from '../../../lib/printed-tonnes';

const moment = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** When the report was generated, in the reader's time zone, which is named (a reader abroad compares times). */
export const printedMoment = (timestamp: string) => moment.format(new Date(timestamp));
