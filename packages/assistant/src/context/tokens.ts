/**
 * Counts the tokens of a text. The default is OpenAI's `cl100k_base` BPE (gpt-tokenizer, pure
 * JavaScript, no download at run time). Locally hosted models (Llama, Mistral, Qwen…) have their own
 * vocabularies, so this is an estimate; on numeric JSON it is close to theirs, and the default
 * budget keeps a wide margin below common context windows. Pass your model's counter to be exact.
 */
export type TokenCounter = (text: string) => number;

/**
 * The default {@link TokenCounter} (`cl100k_base`), loaded on first use: its tables take a few
 * hundred milliseconds to parse, which a process that never asks the assistant should not pay
 * (the module system keeps it loaded afterwards).
 */
export async function defaultTokenCounter(): Promise<TokenCounter> {
  const { countTokens } = await import('gpt-tokenizer/encoding/cl100k_base');
  return (text) => countTokens(text);
}
