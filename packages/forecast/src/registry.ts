import { DuplicateModelError, ModelNotFoundError } from './errors.js';
import type { ForecastModel } from './model.js';

/**
 * The models available to a caller. Built-in models and plugins are added with `register`; an id can
 * be registered once. Instances are independent (no global registry), so a server can keep one per
 * organization.
 */
export class ForecastModelRegistry {
  readonly #models = new Map<string, ForecastModel>();

  /**
   * Creates a registry holding `models`.
   *
   * @throws DuplicateModelError when two of them share an id.
   */
  constructor(models: Iterable<ForecastModel> = []) {
    for (const model of models) this.register(model);
  }

  /**
   * Adds a model.
   *
   * @throws DuplicateModelError when a model with the same id is already registered.
   */
  register(model: ForecastModel): this {
    if (this.#models.has(model.id)) throw new DuplicateModelError({ modelId: model.id });
    this.#models.set(model.id, model);
    return this;
  }

  /**
   * The model with this id.
   *
   * @throws ModelNotFoundError (code `MODEL_NOT_FOUND`) listing the registered ids.
   */
  get(id: string): ForecastModel {
    const model = this.#models.get(id);
    if (model === undefined) throw new ModelNotFoundError({ modelId: id, known: this.ids() });
    return model;
  }

  /** Whether a model with this id is registered. */
  has(id: string): boolean {
    return this.#models.has(id);
  }

  /** Registered ids, sorted. */
  ids(): string[] {
    return [...this.#models.keys()].sort();
  }

  /** Registered models, sorted by id. */
  list(): ForecastModel[] {
    return this.ids().map((id) => this.get(id));
  }
}
