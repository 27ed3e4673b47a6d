/**
 * The dispatch port of the PACT events endpoint (`POST /pact/3/events`). The endpoint authenticates the caller
 * (a grant token), validates the CloudEvent against the PACT v3 schemas in `wire.ts`, then hands it to the
 * handler registered for its type. Handlers are registered once at wiring time: the supplier side handles
 * RequestCreatedEvent, the host side (suppliers sync) the other three.
 */
import type {
  PactEvent,
  PublishedEvent,
  RequestCreatedEvent,
  RequestFulfilledEvent,
  RequestRejectedEvent,
} from './wire.js';
import { PACT_EVENT_TYPES } from './wire.js';

/** Who sent an event: the organization that owns the grant the caller's token was issued for. */
export interface PactEventContext<E> {
  /** The receiving organization (the grant's owner); handlers work inside its tenant scope. */
  organizationId: string;
  /** The grant whose credentials authenticated the sender. */
  grantId: string;
  /** The validated CloudEvent. */
  event: E;
}

/** A handler for one event type. It throws to refuse the event (the endpoint answers with an error). */
export type PactEventHandler<E> = (ctx: PactEventContext<E>) => Promise<void>;

/** One handler per PACT v3 event type. */
export interface PactEventHandlers {
  onRequestCreated: PactEventHandler<RequestCreatedEvent>;
  onRequestFulfilled: PactEventHandler<RequestFulfilledEvent>;
  onRequestRejected: PactEventHandler<RequestRejectedEvent>;
  onPublished: PactEventHandler<PublishedEvent>;
}

/**
 * Thrown by a handler to refuse an event with a PACT error code (e.g. `AccessDenied` when the grant may not
 * send this event, `BadRequest` when the event names something unknown). Any other error is an InternalError.
 */
export class PactEventRefused extends Error {
  readonly code: 'BadRequest' | 'AccessDenied' | 'NotFound' | 'NotImplemented';
  constructor(code: PactEventRefused['code'], message: string) {
    super(message);
    this.name = 'PactEventRefused';
    this.code = code;
  }
}

/**
 * Where handlers are registered at wiring time. An event type with no handler is answered with
 * `NotImplemented`, as the specification asks of a host that does not process it.
 */
export class PactEventRegistry {
  readonly #handlers: Partial<PactEventHandlers> = {};

  /** Registers some handlers; registering the same type twice is a wiring mistake and throws. */
  register(handlers: Partial<PactEventHandlers>): this {
    for (const key of Object.keys(handlers) as (keyof PactEventHandlers)[]) {
      if (this.#handlers[key]) throw new Error(`[ctp] [pact] a handler for ${key} is already registered`);
    }
    Object.assign(this.#handlers, handlers);
    return this;
  }

  /** Whether a handler exists for this event type. */
  handles(type: PactEvent['type']): boolean {
    return this.#handlers[handlerKeyOf(type)] !== undefined;
  }

  /** Runs the handler for the event's type; throws PactEventRefused('NotImplemented') when there is none. */
  async dispatch(ctx: PactEventContext<PactEvent>): Promise<void> {
    const { event } = ctx;
    const h = this.#handlers;
    switch (event.type) {
      case PACT_EVENT_TYPES.requestCreated:
        return call(h.onRequestCreated, { ...ctx, event });
      case PACT_EVENT_TYPES.requestFulfilled:
        return call(h.onRequestFulfilled, { ...ctx, event });
      case PACT_EVENT_TYPES.requestRejected:
        return call(h.onRequestRejected, { ...ctx, event });
      case PACT_EVENT_TYPES.published:
        return call(h.onPublished, { ...ctx, event });
    }
  }
}

function call<E>(handler: PactEventHandler<E> | undefined, ctx: PactEventContext<E>): Promise<void> {
  if (!handler) throw new PactEventRefused('NotImplemented', 'This event type is not processed by this host');
  return handler(ctx);
}

function handlerKeyOf(type: PactEvent['type']): keyof PactEventHandlers {
  switch (type) {
    case PACT_EVENT_TYPES.requestCreated:
      return 'onRequestCreated';
    case PACT_EVENT_TYPES.requestFulfilled:
      return 'onRequestFulfilled';
    case PACT_EVENT_TYPES.requestRejected:
      return 'onRequestRejected';
    case PACT_EVENT_TYPES.published:
      return 'onPublished';
  }
}
