export * from './llm-provider.js';
export { createLlmProvider, type CreateLlmProviderOptions } from './create-llm-provider.js';
// types only: the OpenAI client loads with the first OpenAI provider (create-llm-provider.ts)
export type { OpenAiProviderOptions, OpenAiTuning, RetryEvent } from './openai-provider.js';
export { DemoProvider, DEMO_NOTICE, type DemoProviderOptions } from './demo-provider.js';
export * from './prompts.js';
export { failureCode, failureText } from './failure-code.js';
export { ThinkFilter, stripThinking } from './think-filter.js';
export * from './speech-provider.js';
export { withTokenBudget, promptTokenCeiling, type TokenBudget, type TokenHold } from './token-budget.js';
