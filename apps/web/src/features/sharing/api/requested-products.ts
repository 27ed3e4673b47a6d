import type { IncomingRequest } from './requests';

/**
 * The product ids a request asks for: its PACT `productId` criterion (a list, or one id), or an
 * empty list when it names none (then any product the grant may read matches).
 */
export function requestedProducts(request: IncomingRequest): string[] {
  const ids = request.criteria.productId;
  if (Array.isArray(ids)) return ids.filter((id): id is string => typeof id === 'string');
  return typeof ids === 'string' ? [ids] : [];
}
