export * from './llm-provider.js';
export { createLlmProvider, type CreateLlmProviderOptions } from './create-llm-provider.js';
export {
  OpenAiProvider,
  type OpenAiProviderOptions,
  type OpenAiTuning,
  type RetryEvent,
} from './openai-provider.js';
export { DemoProvider, DEMO_NOTICE, type DemoProviderOptions } from './demo-provider.js';
export * from './prompts.js';
