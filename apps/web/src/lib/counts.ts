import { LOCALE } from '../i18n/t';

const counts = new Intl.NumberFormat(LOCALE);

/** A count of rows, results or problems for people: "20,000". */
export const formatCount = (n: number) => counts.format(n);
