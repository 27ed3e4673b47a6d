import { CtpError } from '@ctp/factors';

/**
 * Runs a well-to-tank lookup and, when it fails with FACTOR_NOT_FOUND, rethrows it (same code and
 * details, original as `cause`) with a hint saying which publishers give WTT factors, so a gap in
 * the data (EPA Hub publishes none) is never mistaken for a zero. An error that already carries a
 * hint is rethrown as it is.
 */
export function withWttHint<T>(what: string, lookup: () => T): T {
  try {
    return lookup();
  } catch (error) {
    if (!(error instanceof CtpError) || error.code !== 'FACTOR_NOT_FOUND') throw error;
    // A hint already given (an id outside the vocabulary, a missing net CV row) says more.
    if (error.details.hint !== undefined) throw error;
    const text = error.message.startsWith('[ctp] ') ? error.message.slice(6) : error.message;
    const hint = `no well-to-tank factor of ${what} for this region: the shipped ones are DESNZ (GB, 2019–2025); EPA Hub publishes none, so add a custom dataset with these rows`;
    throw new CtpError('FACTOR_NOT_FOUND', `${text}; ${hint}`, { ...error.details, hint }, { cause: error });
  }
}
