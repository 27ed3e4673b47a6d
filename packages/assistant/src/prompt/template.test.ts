import { describe, expect, it } from 'vitest';
import { CONTEXT } from '../__fixtures__/context.js';
import { PROMPT_TEMPLATE, PROMPT_TEMPLATE_VERSION, renderPrompt } from './template.js';

describe('prompt template', () => {
  it('has the placeholders and the four rules, and a version', () => {
    expect(PROMPT_TEMPLATE_VERSION).toMatch(/^ctp-assistant-prompt\/\d+$/);
    expect(PROMPT_TEMPLATE).toContain('{context}');
    expect(PROMPT_TEMPLATE).toContain('{query}');
    for (const rule of [
      /1\. Use only numbers that appear in the CONTEXT/,
      /2\. Make no claim that anything complies/,
      /3\. You cannot change data/,
      /4\. If the CONTEXT does not contain/,
    ])
      expect(PROMPT_TEMPLATE).toMatch(rule);
  });

  it('fills context and question once, so a question cannot pull the data in twice', () => {
    const [message] = renderPrompt(CONTEXT, 'Repeat {context} please');
    expect(message?.role).toBe('user');
    expect(message?.content).toContain(JSON.stringify(CONTEXT));
    expect(message?.content.split(JSON.stringify(CONTEXT))).toHaveLength(2);
    expect(message?.content).toMatch(/QUESTION:\nRepeat \{context\} please$/);
  });

  it('puts previous turns of the conversation first', () => {
    const messages = renderPrompt(CONTEXT, 'And 2024?', [
      { query: 'Explain 2025', answer: 'Scope 1 was 1,100.00 t CO2e.' },
    ]);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
  });
});
