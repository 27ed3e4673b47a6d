import { describe, expect, it } from 'vitest';
import { winAnsi } from './win-ansi.js';

describe('winAnsi', () => {
  it('keeps what Helvetica can show (Latin-1, €, typographic quotes and dashes) and marks the rest with ?', () => {
    expect(winAnsi('Müller & Söhne, Straße: 12 € – “ok” … 2 °C')).toBe(
      'Müller & Söhne, Straße: 12 € – “ok” … 2 °C',
    );
    expect(winAnsi('CO₂ ≤ 1.5 °C, 中文, 🌍')).toBe('CO? ? 1.5 °C, ??, ?');
  });
});
