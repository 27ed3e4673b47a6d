import { countTokens as countCl100k } from 'gpt-tokenizer/encoding/cl100k_base';

/**
 * Counts the tokens of a text. The default is OpenAI's `cl100k_base` BPE (gpt-tokenizer, pure
 * JavaScript, no download at run time). Locally hosted models (Llama, Mistral, Qwen…) have their own
 * vocabularies, so this is an estimate; on numeric JSON it is close to theirs, and the default
 * budget keeps a wide margin below common context windows. Pass your model's counter to be exact.
 */
export type TokenCounter = (text: string) => number;

/** The default {@link TokenCounter} (`cl100k_base`). */
export const countTokens: TokenCounter = (text) => countCl100k(text);
