/** Stable codes of the assistant's errors (the server maps them to problem types). */
export type AssistantErrorCode =
  | 'ASSISTANT_EXTERNAL_HOST_REFUSED'
  | 'ASSISTANT_INVALID_CONFIG'
  | 'ASSISTANT_PROVIDER_TIMEOUT'
  | 'ASSISTANT_PROVIDER_UNAVAILABLE'
  | 'ASSISTANT_PROVIDER_ERROR'
  | 'ASSISTANT_PROVIDER_BAD_RESPONSE'
  | 'ASSISTANT_QUERY_ARGUMENTS';

/**
 * Base class of the assistant's errors: a stable `code`, structured `details` (frozen), a message a
 * person can act on (starting with `[ctp] [assistant]`), and the standard `cause`.
 */
export class AssistantError extends Error {
  readonly code: AssistantErrorCode;
  /** Structured fields describing the failure; safe to log (never a prompt, an answer or a key). */
  readonly details: Readonly<Record<string, unknown>>;
  /** The logged exchange this error ended, once the assistant has logged it. */
  interactionId?: string;
  constructor(
    code: AssistantErrorCode,
    message: string,
    details: Record<string, unknown> = {},
    options?: ErrorOptions,
  ) {
    super(`[ctp] [assistant] ${message}`, options);
    this.name = new.target.name;
    this.code = code;
    this.details = Object.freeze({ ...details });
  }
}

/** The model server's host is outside loopback and private ranges and `allowExternal` is not set. */
export class ExternalHostRefusedError extends AssistantError {
  readonly host: string;
  readonly addresses: readonly string[];
  constructor(host: string, addresses: readonly string[]) {
    super(
      'ASSISTANT_EXTERNAL_HOST_REFUSED',
      `refusing model server ${host} (${addresses.join(', ') || 'unresolved'}): not on loopback or a private network; nothing may leave the deployment unless an operator sets allowExternal`,
      { host, addresses },
    );
    this.host = host;
    this.addresses = addresses;
  }
}

/** The model server did not answer within the timeout (or went silent mid-stream). */
export class ProviderTimeoutError extends AssistantError {
  readonly timeoutMs: number;
  constructor(url: string, timeoutMs: number) {
    super('ASSISTANT_PROVIDER_TIMEOUT', `the model server at ${url} did not answer within ${timeoutMs} ms`, {
      url,
      timeoutMs,
    });
    this.timeoutMs = timeoutMs;
  }
}

/** The model server could not be reached (connection refused, unknown host…). */
export class ProviderUnavailableError extends AssistantError {
  constructor(url: string, cause: unknown) {
    const reason =
      (cause as { cause?: { code?: string } })?.cause?.code ?? (cause as Error)?.message ?? 'unknown';
    super(
      'ASSISTANT_PROVIDER_UNAVAILABLE',
      `the model server at ${url} cannot be reached (${reason})`,
      { url, reason },
      { cause },
    );
  }
}

/** The model server answered with an HTTP error. */
export class ProviderHttpError extends AssistantError {
  readonly status: number;
  constructor(url: string, status: number, detail: string) {
    super('ASSISTANT_PROVIDER_ERROR', `the model server at ${url} answered ${status}: ${detail}`, {
      url,
      status,
    });
    this.status = status;
  }
}

/** The model server's answer is not an OpenAI chat completion. */
export class ProviderBadResponseError extends AssistantError {
  constructor(url: string, detail: string) {
    const message = `the model server at ${url} sent an unusable answer: ${detail}`;
    super('ASSISTANT_PROVIDER_BAD_RESPONSE', message, { url });
  }
}
