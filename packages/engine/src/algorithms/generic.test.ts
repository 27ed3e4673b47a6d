import { describe, expect, it } from 'vitest';
import { AlgorithmNotFoundError } from '../errors/index.js';
import * as engine from '../index.js';
import { businessTravel } from './business-travel.js';
import { genericAlgorithm, genericAlgorithms } from './generic.js';
import { marketBasedElectricity } from './market-based-electricity.js';
import { stationaryCombustion } from './stationary-combustion.js';

describe('genericAlgorithms', () => {
  it('holds the thirty-four generic algorithms, frozen, with distinct ids and categories and no region', () => {
    expect(genericAlgorithms).toHaveLength(34);
    expect(Object.isFrozen(genericAlgorithms)).toBe(true);
    expect(new Set(genericAlgorithms.map((a) => a.id)).size).toBe(34);
    expect(new Set(genericAlgorithms.map((a) => a.category)).size).toBe(34);
    for (const algorithm of genericAlgorithms) expect(algorithm.region).toBeUndefined();
  });
});

describe('genericAlgorithm', () => {
  it('returns the very object genericAlgorithms holds for every shipped id', () => {
    for (const algorithm of genericAlgorithms) expect(genericAlgorithm(algorithm.id)).toBe(algorithm);
  });

  it('finds the algorithms the regional packs build on', () => {
    expect(genericAlgorithm('ctp/stationary-combustion')).toBe(stationaryCombustion);
    expect(genericAlgorithm('ctp/electricity-market-based')).toBe(marketBasedElectricity);
    expect(genericAlgorithm('ctp/business-travel')).toBe(businessTravel);
  });

  it('throws ALGORITHM_NOT_FOUND naming the id and the shipped ids for an unknown id', () => {
    let thrown: unknown;
    try {
      genericAlgorithm('us/egrid-location');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AlgorithmNotFoundError);
    const error = thrown as AlgorithmNotFoundError;
    expect(error.code).toBe('ALGORITHM_NOT_FOUND');
    expect(error.message).toContain('[us/egrid-location]');
    expect(error.message).toContain('ships no generic algorithm');
    for (const algorithm of genericAlgorithms) expect(error.message).toContain(algorithm.id);
  });

  it('matches ids exactly (no case folding, no version suffix)', () => {
    expect(() => genericAlgorithm('CTP/stationary-combustion')).toThrow(AlgorithmNotFoundError);
    expect(() => genericAlgorithm('ctp/stationary-combustion@1.0.0')).toThrow(AlgorithmNotFoundError);
    expect(() => genericAlgorithm('')).toThrow(AlgorithmNotFoundError);
  });

  it('is part of the public API of @ctp/engine', () => {
    expect(engine.genericAlgorithm).toBe(genericAlgorithm);
    expect(engine.genericAlgorithms).toBe(genericAlgorithms);
  });
});
