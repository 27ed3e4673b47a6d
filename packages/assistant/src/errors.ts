/** Stable codes of the assistant's errors (the server maps them to problem types). */
export type AssistantErrorCode =
  | 'ASSISTANT_EXTERNAL_HOST_REFUSED'
  | 'ASSISTANT_INVALID_CONFIG'
  | 'ASSISTANT_PROVIDER_TIMEOUT'
  | 'ASSISTANT_PROVIDER_UNAVAILABLE'
  | 'ASSISTANT_PROVIDER_ERROR'
  | 'ASSISTANT_PROVIDER_BAD_RESPONSE';

/** Base class of the assistant's errors: a stable `code`, a message a person can act on, the cause. */
export class AssistantError extends Error {
  readonly code: AssistantErrorCode;
  /** The logged exchange this error ended, once the assistant has logged it. */
  interactionId?: string;
  constructor(code: AssistantErrorCode, message: string, options?: { cause?: unknown }) {
    super(`[ctp] [assistant] ${message}`, options);
    this.name = 'AssistantError';
    this.code = code;
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
    );
    this.name = 'ExternalHostRefusedError';
    this.host = host;
    this.addresses = addresses;
  }
}

/** The model server did not answer within the timeout (or went silent mid-stream). */
export class ProviderTimeoutError extends AssistantError {
  readonly timeoutMs: number;
  constructor(url: string, timeoutMs: number) {
    super('ASSISTANT_PROVIDER_TIMEOUT', `the model server at ${url} did not answer within ${timeoutMs} ms`);
    this.name = 'ProviderTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** The model server could not be reached (connection refused, unknown host…). */
export class ProviderUnavailableError extends AssistantError {
  constructor(url: string, cause: unknown) {
    const reason =
      (cause as { cause?: { code?: string } })?.cause?.code ?? (cause as Error)?.message ?? 'unknown';
    super('ASSISTANT_PROVIDER_UNAVAILABLE', `the model server at ${url} cannot be reached (${reason})`, {
      cause,
    });
    this.name = 'ProviderUnavailableError';
  }
}

/** The model server answered with an HTTP error. */
export class ProviderHttpError extends AssistantError {
  readonly status: number;
  constructor(url: string, status: number, detail: string) {
    super('ASSISTANT_PROVIDER_ERROR', `the model server at ${url} answered ${status}: ${detail}`);
    this.name = 'ProviderHttpError';
    this.status = status;
  }
}

/** The model server's answer is not an OpenAI chat completion. */
export class ProviderBadResponseError extends AssistantError {
  constructor(url: string, detail: string) {
    super('ASSISTANT_PROVIDER_BAD_RESPONSE', `the model server at ${url} sent an unusable answer: ${detail}`);
    this.name = 'ProviderBadResponseError';
  }
}
